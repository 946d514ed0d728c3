import {
  registrationComplete,
  registrationFormMachine,
  type RegistrationValues,
} from '../../machines/account/registration-form.machine';
import { ANNA, examples } from './account-fixtures';
import { describePathTests } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

// Every path of the registration form (product §2, §5, §6, §8): only a complete form with matching passwords is sent;
// a professional needs an uploaded document first and ends waiting for approval instead of being logged in.

const PRIVATE = {
  customer_type: 1,
  name: 'Анна',
  surname: 'Иванова',
  phone: '+7(912)345-67-89',
  email: 'anna@example.ru',
  password: 'secret12',
  retry: 'secret12',
} as const;
const FILE = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const CERTIFICATE = { code: 'c0de', name: 'diplom.pdf' };

await describePathTests(registrationFormMachine, {
  events: examples({
    'registration.change': [
      { type: 'registration.change', values: PRIVATE },
      { type: 'registration.change', values: { customer_type: 2 } },
      { type: 'registration.change', values: { retry: 'другой' } },
    ],
    'registration.file': [{ type: 'registration.file', file: FILE }],
  }),
  actors: {
    uploadCertificate: { done: [CERTIFICATE], error: [new Error('Файл слишком большой: не больше 5 МБ')] },
    register: {
      done: [{ user: ANNA }, { cosmetolog_message: 'Спасибо за регистрацию!' }],
      error: [new Error('Пользователь с таким e-mail уже зарегистрирован.')],
    },
  },
  states: {
    editing: ({ context, happened, actions }) => {
      expect(actions.registered).not.toHaveBeenCalled();
      expect(actions.awaitingApproval).not.toHaveBeenCalled();
      // A failed upload leaves no document and says why.
      if (context.uploadError) expect(context.certificate).toBeNull();
      if (context.certificate) expect(happened('done: uploadCertificate')).toBe(true);
    },
    uploading: ({ context, invoked }) => {
      // Only a professional uploads a document.
      expect(context.values.customer_type).toBe(2);
      expect(invoked.uploadCertificate.at(-1)).toEqual({ file: FILE });
    },
    submitting: ({ context, invoked }) => {
      expect(registrationComplete(context)).toBe(true);
      expect(context.values.password).toBe(context.values.retry);
      const sent = invoked.register.at(-1) as Record<string, unknown>;
      expect(sent).toMatchObject(context.values);
      // The document goes with a professional registration only.
      expect(sent.sertificat).toBe(context.values.customer_type === 2 ? CERTIFICATE.code : undefined);
    },
    registered: ({ actions, context }) => {
      expect(actions.registered).toHaveBeenCalledTimes(1);
      expect(actions.awaitingApproval).not.toHaveBeenCalled();
      expect(registrationComplete(context)).toBe(true);
    },
    awaitingApproval: ({ actions }) => {
      expect(actions.awaitingApproval).toHaveBeenCalledTimes(1);
      expect(actions.registered).not.toHaveBeenCalled();
    },
  },
});

// Examples: which forms can be sent and what goes out (product §2 "Registration", §5 "Registration: all required", §8).

/** A fresh form after the shopper typed `values`. */
async function filledIn(values: Partial<RegistrationValues>): Promise<Scenario<typeof registrationFormMachine>> {
  const run = await startScenario(registrationFormMachine);
  await run.send({ type: 'registration.change', values });
  return run;
}

/** A professional's form with the document uploaded. */
async function professional(): Promise<Scenario<typeof registrationFormMachine>> {
  const run = await filledIn({ ...PRIVATE, customer_type: 2 });
  await run.send({ type: 'registration.file', file: FILE });
  await run.done('uploadCertificate', CERTIFICATE);
  return run;
}

describe('registration form examples', () => {
  it('starts empty: a private customer, nothing typed, not remembered', async () => {
    const run = await startScenario(registrationFormMachine);
    expect(run.context).toEqual({
      values: {
        customer_type: 1,
        name: '',
        surname: '',
        phone: '',
        email: '',
        password: '',
        retry: '',
        remember: false,
      },
      certificate: null,
      uploadError: null,
      error: null,
    });
    await run.send({ type: 'registration.submit' });
    expect(run.value).toBe('editing');
  });

  it('sends only a complete form: every field filled, a whole phone, a valid e-mail, the same password twice', async () => {
    const table: [string, Partial<RegistrationValues>, boolean][] = [
      ['complete', {}, true],
      ['no name', { name: '' }, false],
      ['a name of spaces', { name: '   ' }, false],
      ['no surname', { surname: '' }, false],
      ['no passwords', { password: '', retry: '' }, false],
      ['a password of spaces twice', { password: '  ', retry: '  ' }, false],
      ['no retry', { retry: '' }, false],
      ['passwords differ', { retry: 'secret13' }, false],
      ['a phone one digit short', { phone: '+7(912)345-67-8' }, false],
      ['no phone', { phone: '' }, false],
      ['no e-mail', { email: '' }, false],
      ['an e-mail without domain', { email: 'anna@' }, false],
      ['an e-mail with spaces around', { email: ' anna@example.ru ' }, true],
      ['a professional without a document', { customer_type: 2 }, false],
    ];
    for (const [label, change, sent] of table) {
      const run = await filledIn({ ...PRIVATE, ...change });
      expect(registrationComplete(run.context), label).toBe(sent);
      await run.send({ type: 'registration.submit' });
      expect(run.value, label).toBe(sent ? 'submitting' : 'editing');
    }
    const run = await professional();
    expect(registrationComplete(run.context)).toBe(true);
    await run.send({ type: 'registration.submit' });
    expect(run.value).toBe('submitting');
  });

  it('sends the e-mail trimmed, and the document only with a professional registration', async () => {
    let run = await filledIn({ ...PRIVATE, email: ' anna@example.ru ' });
    await run.send({ type: 'registration.submit' });
    expect(run.invoked.register).toEqual([{ ...PRIVATE, remember: false }]);
    run = await professional();
    await run.send({ type: 'registration.submit' });
    expect(run.invoked.register).toEqual([{ ...PRIVATE, customer_type: 2, remember: false, sertificat: 'c0de' }]);
    // A document uploaded, then the shopper chose a private account after all: it stays behind.
    run = await professional();
    await run.send({ type: 'registration.change', values: { customer_type: 1 } });
    await run.send({ type: 'registration.submit' });
    expect(run.invoked.register).toEqual([{ ...PRIVATE, remember: false }]);
  });

  it("uploads a professional's document as soon as it is chosen; a failure says why", async () => {
    let run = await filledIn({ customer_type: 1 });
    await run.send({ type: 'registration.file', file: FILE });
    expect(run.value).toBe('editing');
    run = await filledIn({ customer_type: 2 });
    await run.send({ type: 'registration.file', file: FILE });
    expect(run.value).toBe('uploading');
    await run.done('uploadCertificate', CERTIFICATE);
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({ certificate: CERTIFICATE, uploadError: null });
    // Another file replaces it; if that upload fails, no document is kept.
    await run.send({ type: 'registration.file', file: FILE });
    expect(run.context.certificate).toBeNull();
    await run.fail('uploadCertificate', new Error('Файл слишком большой: не больше 5 МБ'));
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({ certificate: null, uploadError: 'Файл слишком большой: не больше 5 МБ' });
  });

  // product §8 "Registration: the server's error"
  it("shows the server's refusal until the form is edited", async () => {
    const run = await filledIn(PRIVATE);
    await run.send({ type: 'registration.submit' });
    await run.fail('register', new Error('Пользователь с таким e-mail уже зарегистрирован.'));
    expect(run.value).toBe('editing');
    expect(run.context.error).toBe('Пользователь с таким e-mail уже зарегистрирован.');
    await run.send({ type: 'registration.change', values: { email: 'anna2@example.ru' } });
    expect(run.context.error).toBeNull();
    expect(run.context.values.email).toBe('anna2@example.ru');
    expect(run.context.values.name).toBe('Анна');
  });

  it('ends logged in, or waiting for approval with the notice (product §6 "may end with a notice")', async () => {
    let run = await filledIn(PRIVATE);
    await run.send({ type: 'registration.submit' });
    await run.done('register', { user: ANNA });
    expect(run.value).toBe('registered');
    expect(run.snapshot().status).toBe('done');
    run = await professional();
    await run.send({ type: 'registration.submit' });
    await run.done('register', { cosmetolog_message: 'Спасибо за регистрацию!' });
    expect(run.value).toBe('awaitingApproval');
    expect(run.snapshot().status).toBe('done');
  });
});
