import { Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { ShopSettings } from '../../contract/admin-settings';
import {
  SETTINGS_FORM_TEXT,
  settingsFormMachine,
  type SettingsRecord,
} from '../../../machines/admin/settings-form.machine';
import { SHOP_SETTINGS_LABEL } from '../../domain/shop-settings';
import { inspect } from '../../web/ui/inspect';
import { fetchSettings, saveSettings } from '../api/admin-api';
import { AdminForm, FormAlert } from '../ui/form-parts';
import { LoadError, Loading } from '../ui/page-state';
import { Panel } from '../ui/panel';

const recordOf = ({ version, date_modified: _changed, ...values }: ShopSettings): SettingsRecord => ({
  values,
  version,
});

/** 'Настройки' (the owner only): the shop's settings kept in the database, saved against the version on screen. */
export function SettingsPage() {
  const [machine] = useState(() =>
    settingsFormMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => recordOf(await fetchSettings())),
        saveSettings: fromPromise(async ({ input }: { input: SettingsRecord }) =>
          recordOf(await saveSettings({ version: input.version, ...input.values })),
        ),
      },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { values, error, stale, saved } = state.context;

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        Настройки
      </Heading>
      {state.matches('loadFailed') ? (
        <LoadError
          error={new Error(error ?? SETTINGS_FORM_TEXT.loadFailed)}
          retry={() => send({ type: 'settings.retry' })}
        />
      ) : null}
      {state.matches('loading') ? <Loading label="Загружаем настройки…" /> : null}
      {values && !state.matches('loading') ? (
        <AdminForm label="Настройки магазина" onSubmit={() => send({ type: 'settings.submit' })}>
          <Stack gap="4">
            <Panel title="Отзывы и вопросы">
              <Checkbox.Root
                checked={values.publish_customer_reviews}
                onCheckedChange={(d) =>
                  send({ type: 'settings.change', values: { publish_customer_reviews: d.checked === true } })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{SHOP_SETTINGS_LABEL.publish_customer_reviews}</Checkbox.Label>
              </Checkbox.Root>
              <Text color="fg.muted" fontSize="sm">
                Отзыв вошедшего покупателя появится на сайте без модерации. Отзывы гостей и все вопросы по-прежнему ждут
                в «Отзывах» и «Вопросах».
              </Text>
            </Panel>
            <FormAlert status={stale ? 'warning' : 'error'} text={error}>
              {stale ? SETTINGS_FORM_TEXT.reloaded : null}
            </FormAlert>
            <FormAlert status="success" text={saved ? SETTINGS_FORM_TEXT.saved : null} />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="start"
              loading={state.matches('saving')}
              loadingText="Сохраняем…"
            >
              Сохранить
            </Button>
          </Stack>
        </AdminForm>
      ) : null}
    </Stack>
  );
}
