import { assertEvent, assign, setup } from 'xstate';
import type { ShopSettingsValues } from '../../src/domain/shop-settings';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';

/**
 * The owner's 'Настройки' (issue 15): the settings load, the owner changes them and saves; the server's refusal is
 * shown as it said it, with what was chosen kept. The save carries the version the owner opened: when someone else saved in between, the server refuses
 * ('Запись изменена другим сотрудником'), the settings load afresh and the owner decides again.
 */

/** The settings as the server has them, with the version a save must carry. */
export interface SettingsRecord {
  values: ShopSettingsValues;
  version: number;
}

export interface SettingsFormContext {
  /** What the form shows (null until the first load). */
  values: ShopSettingsValues | null;
  /** The version of the settings loaded last. */
  version: number;
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
  | { type: 'settings.retry' };

export const SETTINGS_FORM_TEXT = {
  loadFailed: 'Не удалось загрузить настройки',
  failed: 'Не удалось сохранить настройки, попробуйте ещё раз',
  saved: 'Настройки сохранены',
  reloaded: 'Настройки загружены заново: проверьте их и сохраните ещё раз.',
} as const;

const messageOf = (error: unknown, otherwise: string) =>
  error instanceof Error && error.message ? error.message : otherwise;

/** The form's values: 'editing' and 'saving' are only entered after a load. */
function valuesOf(context: SettingsFormContext): ShopSettingsValues {
  if (!context.values) throw new Error(SETTINGS_FORM_TEXT.loadFailed);
  return context.values;
}

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
        error: null,
        stale: false,
        saved: false,
      };
    }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'settingsForm',
  context: { values: null, version: 0, error: null, stale: false, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSettings',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ values: event.output.values, version: event.output.version })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({
            error: messageOf(event.error, SETTINGS_FORM_TEXT.loadFailed),
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
        'settings.submit': {
          target: 'saving',
          actions: assign({ error: null, stale: false, saved: false }),
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => ({ values: valuesOf(context), version: context.version }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ values: event.output.values, version: event.output.version, saved: true })),
        },
        onError: [
          {
            guard: ({ event }) => event.error instanceof StaleCopy,
            target: 'loading',
            actions: assign(({ event }) => ({ error: messageOf(event.error, SETTINGS_FORM_TEXT.failed), stale: true })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ error: messageOf(event.error, SETTINGS_FORM_TEXT.failed) })),
          },
        ],
      },
    },
  },
});
