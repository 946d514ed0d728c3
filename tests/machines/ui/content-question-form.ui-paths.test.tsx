import { act, fireEvent, screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { onTestFinished } from 'vitest';
import {
  questionFormMachine,
  type QuestionFormContext,
  type QuestionFormInput,
} from '../../../machines/content/question-form.machine';
import { attachInspector } from '../../../src/web/ui/inspect';
import { QuestionForm, sentText } from '../../../src/web/features/question-form/question-form';
import { suggestRoutes } from '../../web/helpers/content-backend';
import { fail, ok, type Reply } from '../../web/helpers/fake-backend';
import { renderComponent } from '../../web/helpers/render-component';
import { CHOSEN_PRODUCT, QUESTION_FORM_EVENTS, QUESTION_FORM_INPUTS, REFUSAL } from '../content-question-form.examples';
import { describeUiPaths } from '../harness/ui-paths';

// The question form's paths, followed through the form as a shopper fills it in: a guest on the FAQ page, and a
// logged-in shopper on a product page (name, e-mail and product fixed). The server answers when the path says so.
// In every state the form must show what the machine holds: the values, the messages, the number once sent.

const ADD_CALL = 'POST /back/faq/add';
const SUGGESTION = {
  product_id: CHOSEN_PRODUCT.productId,
  name: CHOSEN_PRODUCT.name,
  model: 'bt3001',
  href: '/krem',
  price: 2900,
  special: null,
  image: '',
};

type Run = Awaited<ReturnType<typeof renderComponent>> & {
  replies: ((reply: Reply) => void)[];
  machine: () => AnyMachineSnapshot;
};

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const productField = () => screen.queryByRole('combobox', { name: /Товар/ }) ?? textbox(/Товар/);
const submitButton = () => screen.getByRole('button', { name: /Отправить вопрос|Отправка/ });

/** Types a value into a field; typing the value it already has means retyping it (an edit all the same). */
function retype(field: HTMLElement, value: string) {
  if ((field as HTMLInputElement).value === value) fireEvent.change(field, { target: { value: `${value}?` } });
  fireEvent.change(field, { target: { value } });
}

/** The form shows exactly what the machine holds. */
function formShows(context: QuestionFormContext) {
  expect(textbox(/Ваше имя/)).toHaveValue(context.name);
  expect(textbox(/E-mail/)).toHaveValue(context.email);
  expect(productField()).toHaveValue(context.productQuery);
  expect(textbox(/Ваш вопрос/)).toHaveValue(context.text);
  const messages = [
    'Введите ваше имя',
    'Введите email',
    'Некорректный email',
    'Выберите товар из списка',
    'Введите ваше сообщение',
  ];
  for (const message of messages) {
    const shown = Object.values(context.errors).includes(message);
    if (shown) expect(screen.getByText(message)).toBeInTheDocument();
    else expect(screen.queryByText(message)).toBeNull();
  }
  if (context.serverError) expect(screen.getByRole('alert')).toHaveTextContent(context.serverError);
  else expect(screen.queryByRole('alert')).toBeNull();
}

await describeUiPaths<Run>(questionFormMachine, {
  model: {
    inputs: QUESTION_FORM_INPUTS,
    events: QUESTION_FORM_EVENTS,
    // The UI's refusals always carry the server's text.
    actors: { submitQuestion: { done: [42], error: [REFUSAL] } },
  },
  start: async (input) => {
    const { product, identityLocked, name, email } = input as QuestionFormInput;
    let latest: AnyMachineSnapshot | undefined;
    attachInspector((event) => {
      if (event.type === '@xstate.snapshot' && (event.snapshot as AnyMachineSnapshot).machine?.id === 'questionForm') {
        latest = event.snapshot as AnyMachineSnapshot;
      }
    });
    onTestFinished(() => attachInspector(undefined));
    const replies: ((reply: Reply) => void)[] = [];
    const storage = identityLocked
      ? { userInfo: JSON.stringify({ customer_id: 3, firstname: name, email }) }
      : undefined;
    const run = await renderComponent(
      <QuestionForm product={product ?? undefined} />,
      {
        [ADD_CALL]: () => new Promise<Reply>((resolve) => replies.push(resolve)),
        ...suggestRoutes('крем', [SUGGESTION]),
      },
      storage,
    );
    return { ...run, replies, machine: () => latest! };
  },
  perform: async (run, { event, kind, error }) => {
    if (kind === 'done' || kind === 'error') {
      const send = run.replies.shift();
      if (!send) throw new Error('the form has not sent the question');
      await act(async () => {
        send(kind === 'done' ? ok(42) : fail(404, (error as Error).message));
        await new Promise((r) => setTimeout(r, 0));
      });
      return;
    }
    const { value } = event as { value?: string };
    switch (event.type) {
      case 'question.name.change':
        return retype(textbox(/Ваше имя/), value!);
      case 'question.email.change':
        return retype(textbox(/E-mail/), value!);
      case 'question.text.change':
        return retype(textbox(/Ваш вопрос/), value!);
      case 'question.product.type':
        return retype(productField(), value!);
      case 'question.product.choose': {
        // Type, then pick the suggestion from the list.
        productField().focus();
        retype(productField(), 'крем');
        const option = await screen.findByRole('option', { name: new RegExp(CHOSEN_PRODUCT.name) });
        return run.user.click(option);
      }
      case 'question.submit':
        return run.user.click(submitButton());
      default:
        throw new Error(`no user action for ${event.type}`);
    }
  },
  see: {
    'idle.editing': (run) => {
      const { context } = run.machine();
      formShows(context);
      expect(screen.queryByText(/Форма отправлена №/)).toBeNull();
      expect(submitButton()).not.toHaveAttribute('data-loading');
    },
    'idle.sent': (run) => {
      const { context } = run.machine();
      formShows(context);
      expect(screen.getByRole('status')).toHaveTextContent(sentText(42));
      expect(textbox(/Ваш вопрос/)).toHaveValue('');
    },
    submitting: (run) => {
      expect(run.replies).toHaveLength(1);
      expect(submitButton()).toHaveAttribute('data-loading');
      formShows(run.machine().context);
    },
  },
});
