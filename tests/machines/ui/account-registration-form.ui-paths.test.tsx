import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { registrationFormMachine } from '../../../machines/account/registration-form.machine';
import { toaster } from '../../../src/web/ui/toaster';
import { ok } from '../../web/helpers/fake-backend';
import { FULL_USER, examples } from '../account-fixtures';
import { describeUiPaths } from '../harness/ui-paths';
import { answer, CMS, refused, startShop } from './account-ui-helpers';

// The registration form's paths, followed on /create-account: the shopper fills the form, a professional chooses a
// document (uploaded at once), and presses 'Зарегистрироваться'; the server's answers arrive when the path says so.

const UPLOAD_CALL = `POST ${CMS}tool/upload&inferno=13`;
const REGISTER_CALL = `POST ${CMS}api/customer/registration`;
const TAKEN = 'Пользователь с таким e-mail уже зарегистрирован.';
const NOTICE = 'Спасибо за регистрацию! Мы проверим ваш документ.';
const PRIVATE = {
  customer_type: 1,
  name: 'Анна',
  surname: 'Иванова',
  phone: '+7(912)345-67-89',
  email: 'anna@example.ru',
  password: 'secret12',
  retry: 'secret12',
};
const FILE = new File(['%PDF-1.4'], 'diplom.pdf', { type: 'application/pdf' });
type Run = Awaited<ReturnType<typeof startShop>>;
const form = () => within(screen.getByRole('form', { name: 'Регистрация' }));

async function typeInto(run: Run, label: RegExp, value: string) {
  const input = form().getByLabelText(label);
  await run.user.clear(input);
  await run.user.type(input, value);
}

await describeUiPaths<Run>(registrationFormMachine, {
  model: {
    events: examples({
      'registration.change': [
        { type: 'registration.change', values: PRIVATE },
        { type: 'registration.change', values: { customer_type: 2 } },
        { type: 'registration.change', values: { retry: 'другой' } },
      ],
      'registration.file': [{ type: 'registration.file', file: FILE }],
    }),
    actors: {
      uploadCertificate: {
        done: [{ code: 'c0de', name: 'diplom.pdf' }],
        error: [new Error('Можно загрузить только изображение (JPEG, PNG, WebP) или PDF')],
      },
      register: { done: [{ user: FULL_USER }, { cosmetolog_message: NOTICE }], error: [new Error(TAKEN)] },
    },
  },
  start: async () => {
    onTestFinished(() => toaster.remove());
    const run = await startShop('/create-account', [UPLOAD_CALL, REGISTER_CALL], {
      backend: { 'POST /back/profile/profile': ok(FULL_USER) },
    });
    await screen.findByRole('form', { name: 'Регистрация' });
    return run;
  },
  perform: async (run, { event, kind, actor, output, error }) => {
    if (actor === 'uploadCertificate') {
      return answer(
        run,
        UPLOAD_CALL,
        kind === 'done'
          ? ok({ success: 'Файл «diplom.pdf» загружен', code: 'c0de' })
          : refused(415, (error as Error).message),
      );
    }
    if (actor === 'register') return answer(run, REGISTER_CALL, kind === 'done' ? ok(output) : refused(409, TAKEN));
    if (event.type === 'registration.submit')
      return run.user.click(form().getByRole('button', { name: 'Зарегистрироваться' }));
    if (event.type === 'registration.file')
      return run.user.upload(form().getByLabelText(/^Диплом или карта клиента/), FILE);
    const values = (event as unknown as { values: Record<string, unknown> }).values;
    if (values.customer_type !== undefined) {
      await run.user.selectOptions(form().getByLabelText(/^Категория покупателя/), `${values.customer_type as number}`);
    }
    if (typeof values.name === 'string') {
      await typeInto(run, /^Имя/, values.name);
      await typeInto(run, /^Фамилия/, values.surname as string);
      await typeInto(run, /^Телефон/, '9123456789');
      await typeInto(run, /^E-mail/, values.email as string);
      await typeInto(run, /^Пароль/, values.password as string);
    }
    if (typeof values.retry === 'string') await typeInto(run, /^Повторите пароль/, values.retry);
  },
  see: {
    editing: (_run, { labels }) => {
      const type = form().getByLabelText<HTMLSelectElement>(/^Категория покупателя/).value;
      // The document field is there for a professional only.
      expect(form().queryByLabelText(/^Диплом или карта клиента/) !== null).toBe(type === '2');
      const password = form().getByLabelText<HTMLInputElement>(/^Пароль/).value;
      const retry = form().getByLabelText<HTMLInputElement>(/^Повторите пароль/).value;
      if (retry !== '' && retry !== password) expect(form().getByText('Пароли не совпадают')).toBeInTheDocument();
      const last = labels.at(-1) ?? '';
      if (last.startsWith('error: uploadCertificate'))
        expect(form().getByText('Можно загрузить только изображение (JPEG, PNG, WebP) или PDF')).toBeInTheDocument();
      if (last.startsWith('done: uploadCertificate'))
        expect(form().getByText('Файл «diplom.pdf» загружен')).toBeInTheDocument();
      if (last.startsWith('error: register')) expect(form().getByText(TAKEN)).toBeInTheDocument();
      // 'Пароли не совпадают' (and anything missing) blocks the submit.
      const button = form().getByRole('button', { name: 'Зарегистрироваться' });
      if (retry !== password || password === '') expect(button).toBeDisabled();
    },
    uploading: (run) => {
      expect(run.calls).toContain(UPLOAD_CALL);
    },
    submitting: (run) => {
      expect(run.calls).toContain(REGISTER_CALL);
    },
    registered: async (run) => {
      expect(await screen.findByText('Вы успешно зарегистрировались!')).toBeInTheDocument();
      await waitFor(() => expect(run.router.state.location.pathname).toBe('/my-account'));
      expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ customer_id: FULL_USER.customer_id });
    },
    awaitingApproval: async (run) => {
      // Not logged in: the notice, then home.
      expect(await screen.findByText(NOTICE)).toBeInTheDocument();
      await waitFor(() => expect(run.router.state.location.pathname).toBe('/'));
      expect(localStorage.getItem('userInfo')).toBeNull();
    },
  },
});
