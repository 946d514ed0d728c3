import { registrationComplete, registrationFormMachine } from '../../machines/account/registration-form.machine';
import { ANNA, examples } from './account-fixtures';
import { describePathTests } from './harness/path-model';

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
