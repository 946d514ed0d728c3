import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import { seminarSignupMachine } from '../../../machines/content/seminar-signup.machine';
import { SeminarCarousel } from '../../../src/web/content/seminar-carousel';
import { toaster } from '../../../src/web/ui/toaster';
import { seminar } from '../../web/helpers/content-backend';
import { fail, ok, type Reply } from '../../web/helpers/fake-backend';
import { renderComponent } from '../../web/helpers/render-component';
import { SIGNUP_EVENTS, SIGNUP_REFUSAL, SIGNUP_SEMINAR } from '../content-seminar-signup.examples';
import { describeUiPaths } from '../harness/ui-paths';

// The webinar signup's paths, followed in the webinar carousel: the shopper opens a card's dialog, fills in name,
// phone and city, sends or closes; the server answers when the path says so. Each state is checked by what the
// shopper sees: the dialog and its values, the server's message, the success message.

const SIGNUP_CALL = 'POST /back/seminar/addUserSeminar';
const SUCCESS = 'Вы успешно записались';

type Run = Awaited<ReturnType<typeof renderComponent>> & { replies: ((reply: Reply) => void)[] };

afterEach(() => toaster.remove());

const dialog = () => screen.queryByRole('dialog', { name: 'Запись на вебинар' });

/** What each field should hold: the last value typed since the dialog last opened. */
function typedSinceOpen(labels: string[], type: string): string {
  const sinceOpen = labels.slice(labels.map((l) => l.startsWith('seminar.open')).lastIndexOf(true));
  const last = sinceOpen.filter((l) => l.startsWith(`${type} `)).at(-1);
  return last ? (JSON.parse(last.slice(type.length + 1)) as { value: string }).value : '';
}

await describeUiPaths<Run>(seminarSignupMachine, {
  model: {
    events: SIGNUP_EVENTS,
    // The UI's refusals always carry the server's text.
    actors: { signUp: { done: [17], error: [SIGNUP_REFUSAL] } },
  },
  start: async () => {
    const replies: ((reply: Reply) => void)[] = [];
    const run = await renderComponent(<SeminarCarousel />, {
      'POST /back/seminar/getSeminar': ok([seminar(SIGNUP_SEMINAR.seminarId, 1, SIGNUP_SEMINAR.title)]),
      [SIGNUP_CALL]: () => new Promise<Reply>((resolve) => replies.push(resolve)),
    });
    await screen.findByRole('article', { name: SIGNUP_SEMINAR.title });
    return { ...run, replies };
  },
  perform: async (run, { event, kind }) => {
    if (kind === 'done' || kind === 'error') {
      const send = run.replies.shift();
      if (!send) throw new Error('the dialog has not sent the signup');
      await act(async () => {
        send(kind === 'done' ? ok(17) : fail(400, SIGNUP_REFUSAL.message));
        await new Promise((r) => setTimeout(r, 0));
      });
      return;
    }
    const { value } = event as { value?: string };
    const inDialog = () => within(dialog()!);
    const retype = async (name: string) => {
      const field = inDialog().getByRole('textbox', { name });
      await run.user.clear(field);
      await run.user.type(field, value!);
    };
    switch (event.type) {
      case 'seminar.open': {
        const card = screen.getByRole('article', { name: SIGNUP_SEMINAR.title });
        await run.user.click(within(card).getByRole('button', { name: /Записаться/ }));
        await screen.findByRole('dialog', { name: 'Запись на вебинар' });
        return;
      }
      case 'seminar.name.change':
        return retype('ФИО');
      case 'seminar.phone.change':
        // Typed into the mask +7(000)000-00-00, which shows it as +7(916)123-45-67.
        return retype('Телефон');
      case 'seminar.city.change':
        return retype('Город');
      case 'seminar.submit':
        return run.user.click(inDialog().getByRole('button', { name: /Записаться|Отправка/ }));
      case 'seminar.close':
        return run.user.click(inDialog().getByRole('button', { name: 'Закрыть' }));
      default:
        throw new Error(`no user action for ${event.type}`);
    }
  },
  see: {
    closed: async (_run, { happened, labels }) => {
      await waitFor(() => expect(dialog()).toBeNull());
      // The success message shows after a signup that went through, and not otherwise.
      if (labels.at(-1)?.startsWith('done: signUp')) expect(screen.getByText(SUCCESS)).toBeInTheDocument();
      if (!happened('done: signUp')) expect(screen.queryByText(SUCCESS)).toBeNull();
    },
    'open.editing': (_run, { labels }) => {
      const shown = within(dialog()!);
      expect(shown.getByText(SIGNUP_SEMINAR.title)).toBeInTheDocument();
      expect(shown.getByRole('textbox', { name: 'ФИО' })).toHaveValue(typedSinceOpen(labels, 'seminar.name.change'));
      const phone = typedSinceOpen(labels, 'seminar.phone.change');
      expect(shown.getByRole('textbox', { name: 'Телефон' })).toHaveValue(phone ? '+7(916)123-45-67' : '');
      expect(shown.getByRole('textbox', { name: 'Город' })).toHaveValue(typedSinceOpen(labels, 'seminar.city.change'));
      // The server's message stays until the next send.
      if (labels.at(-1)?.startsWith('error: signUp'))
        expect(shown.getByRole('alert')).toHaveTextContent(SIGNUP_REFUSAL.message);
      if (!labels.some((l) => l.startsWith('error: signUp'))) expect(shown.queryByRole('alert')).toBeNull();
      expect(shown.getByRole('button', { name: 'Записаться' })).not.toHaveAttribute('data-loading');
    },
    'open.submitting': (run) => {
      expect(run.replies).toHaveLength(1);
      expect(within(dialog()!).getByRole('button', { name: /Записаться|Отправка/ })).toHaveAttribute('data-loading');
      expect(within(dialog()!).queryByRole('alert')).toBeNull();
    },
  },
});
