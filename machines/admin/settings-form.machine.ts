import { assertEvent, assign, setup } from 'xstate';
import { shopSettingsProblems, type ShopSettingsValues } from '../../src/domain/shop-settings';
import { notProvided } from '../not-provided';
import { problemsAfterEdit } from './form-problems';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * The owner's 'Настройки' (issues 15 and 16): the settings load, the owner changes them and saves. What the server
 * would refuse is named under its field before sending; the server's refusal is shown as it said it, with what was
 * typed kept. Closing the shop for maintenance asks first ('Закрыть магазин?'): the storefront shows only the
 * maintenance text from that moment. The save carries the version the owner opened: when someone else saved in
 * between, the server refuses ('Запись изменена другим сотрудником'), the settings load afresh and the owner decides
 * again.
 */

/** The settings as the server has them, with the version a save must carry. */
export interface SettingsRecord {
  values: ShopSettingsValues;
  version: number;
}

export interface SettingsFormContext {
  /** What the form shows (null until the first load). */
  values: ShopSettingsValues | null;
  /** The version of the settings loaded or saved last. */
  version: number;
  /** Whether the shop is closed for maintenance as the server has it (not as the form shows it). */
  closed: boolean;
  problems: Partial<Record<keyof ShopSettingsValues, string>>;
  /** What went wrong last (a refusal, a stale copy, a failed load), or null. */
  error: string | null;
  /** Whether that was a stale copy. */
  stale: boolean;
  /** The last save went through (until the next edit). */
  saved: boolean;
}

export type SettingsFormEvent =
  | { type: 'settings.change'; values: Partial<ShopSettingsValues> }
  | { type: 'settings.submit' }
  | { type: 'settings.confirm' }
  | { type: 'settings.back' }
  | { type: 'settings.retry' };

export const SETTINGS_FORM_TEXT = {
  loadFailed: 'Не удалось загрузить настройки',
  failed: 'Не удалось сохранить настройки, попробуйте ещё раз',
  saved: 'Настройки сохранены',
  reloaded: 'Настройки загружены заново: проверьте их и сохраните ещё раз.',
  problems: 'Исправьте отмеченные поля',
} as const;

/** The form's values: 'editing' and what follows it are only entered after a load. */
function valuesOf(context: SettingsFormContext): ShopSettingsValues {
  if (!context.values) throw new Error(SETTINGS_FORM_TEXT.loadFailed);
  return context.values;
}

const sendable = (context: SettingsFormContext) => Object.keys(shopSettingsProblems(valuesOf(context))).length === 0;

/** The form's context from the settings as the server has them. */
const fromServer = ({ values, version }: SettingsRecord) => ({
  values,
  version,
  closed: values.maintenance,
  problems: {},
});

export const settingsFormMachine = setup({
  types: {
    context: {} as SettingsFormContext,
    events: {} as SettingsFormEvent,
  },
  actors: {
    loadSettings: notProvided<SettingsRecord, void>('loadSettings'),
    /** Resolves with the settings as saved; rejects with StaleCopy, or an Error with the server's words. */
    saveSettings: notProvided<SettingsRecord, SettingsRecord>('saveSettings'),
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'settings.change');
      return {
        values: { ...valuesOf(context), ...event.values },
        problems: problemsAfterEdit(context.problems, event.values),
        error: null,
        stale: false,
        saved: false,
      };
    }),
    sending: assign({ problems: {}, error: null, stale: false, saved: false }),
    showProblems: assign(({ context }) => ({
      problems: shopSettingsProblems(valuesOf(context)),
      error: SETTINGS_FORM_TEXT.problems,
      stale: false,
      saved: false,
    })),
  },
  guards: {
    sendable: ({ context }) => sendable(context),
    /** A save that would close an open shop (its values sendable). */
    closesShop: ({ context }) => sendable(context) && valuesOf(context).maintenance && !context.closed,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'settingsForm',
  context: { values: null, version: 0, closed: false, problems: {}, error: null, stale: false, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSettings',
        onDone: { target: 'editing', actions: assign(({ event }) => fromServer(event.output)) },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({
            error: errorText(event.error, SETTINGS_FORM_TEXT.loadFailed),
            stale: false,
          })),
        },
      },
    },
    loadFailed: {
      on: { 'settings.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'settings.change': { actions: 'edit' },
        'settings.submit': [
          { guard: 'closesShop', target: 'confirming' },
          { guard: 'sendable', target: 'saving', actions: 'sending' },
          { actions: 'showProblems' },
        ],
      },
    },
    /** 'Закрыть магазин на технические работы?' */
    confirming: {
      on: {
        'settings.confirm': { target: 'saving', actions: 'sending' },
        'settings.back': { target: 'editing' },
      },
    },
    saving: {
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => ({ values: valuesOf(context), version: context.version }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ ...fromServer(event.output), saved: true })) },
        onError: [
          {
            guard: ({ event }) => event.error instanceof StaleCopy,
            target: 'loading',
            actions: assign(({ event }) => ({ error: errorText(event.error, SETTINGS_FORM_TEXT.failed), stale: true })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ error: errorText(event.error, SETTINGS_FORM_TEXT.failed) })),
          },
        ],
      },
    },
  },
});
