import { Badge, Checkbox, Flex, Heading, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { Integrations, ShopSettings } from '../../contract/admin-settings';
import {
  SETTINGS_FORM_TEXT,
  settingsFormMachine,
  type SettingsRecord,
} from '../../../machines/admin/settings-form.machine';
import { MAINTENANCE_TEXT, SHOP_SETTINGS_LABEL as LABEL, type ShopSettingsValues } from '../../domain/shop-settings';
import { inspect } from '../../web/ui/inspect';
import { ADMIN_API, fetchSettings, saveSettings } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TextAreaField, TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { OneRecordForm } from '../ui/record-form-parts';

/** A staff member's preview of the closed shop: the server sets its cookie and opens the home page. */
const PREVIEW_HREF = `${ADMIN_API}/preview`;

type TextFieldName = 'shop_name' | 'phone' | 'email' | 'address' | 'hours' | 'mailbox';
type BooleanFieldName = {
  [K in keyof ShopSettingsValues]: ShopSettingsValues[K] extends boolean ? K : never;
}[keyof ShopSettingsValues];

const INTEGRATIONS: [keyof Integrations, string, string][] = [
  ['modulbank', 'Модульбанк (оплата картой)', 'MODULBANK_MERCHANT, MODULBANK_SECRET'],
  ['cdek', 'СДЭК (пункты выдачи)', 'CDEK_CLIENT_ID, CDEK_CLIENT_SECRET'],
  ['smtp', 'Почтовый сервер (SMTP)', 'SMTP_URL'],
  ['telegram', 'Вход через Telegram', 'TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_NAME'],
  ['vk', 'Вход через VK ID', 'VK_APP_ID'],
];

/** The page's extra facts beside the settings: the environment's mailbox and which secrets it has. */
interface Environment {
  mailboxDefault: string;
  integrations: Integrations;
}

/**
 * 'Настройки' (the owner only): the shop's name and contacts, the owner's e-mails, the cookie notice, the maintenance
 * switch and the reviews' moderation, kept in the database and saved together against the version on screen; the
 * environment's secrets shown only as set or not.
 */
export function SettingsPage() {
  const [environment, setEnvironment] = useState<Environment | null>(null);
  const [machine] = useState(() => {
    const recordOf = ({
      version,
      date_modified: _changed,
      mailbox_default,
      integrations,
      ...values
    }: ShopSettings): SettingsRecord => {
      setEnvironment({ mailboxDefault: mailbox_default, integrations });
      return { values, version };
    };
    return settingsFormMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => recordOf(await fetchSettings())),
        saveSettings: fromPromise(async ({ input }: { input: SettingsRecord }) =>
          recordOf(await saveSettings({ version: input.version, ...input.values })),
        ),
      },
    });
  });
  const [state, send] = useMachine(machine, { inspect });
  const { values, problems } = state.context;
  const change = (next: Partial<ShopSettingsValues>) => send({ type: 'settings.change', values: next });

  const text = (field: TextFieldName, extra: { type?: string; helper?: ReactNode; autoComplete?: string } = {}) =>
    values ? (
      <TextField
        label={LABEL[field]}
        problem={problems[field]}
        value={values[field]}
        onChange={(e) => change({ [field]: e.target.value })}
        {...extra}
      />
    ) : null;
  const box = (field: BooleanFieldName) =>
    values ? (
      <Checkbox.Root checked={values[field]} onCheckedChange={(d) => change({ [field]: d.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{LABEL[field]}</Checkbox.Label>
      </Checkbox.Root>
    ) : null;

  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        Настройки
      </Heading>
      <OneRecordForm
        state={state}
        text={SETTINGS_FORM_TEXT}
        label="Настройки магазина"
        loading="Загружаем настройки…"
        onSubmit={() => send({ type: 'settings.submit' })}
        onRetry={() => send({ type: 'settings.retry' })}
      >
        {values ? (
          <>
            <Panel title="Технические работы">
              {box('maintenance')}
              <Text color="fg.muted" fontSize="sm">
                Покупатели увидят только «{MAINTENANCE_TEXT}» — сразу после сохранения. Панель управления работает как
                обычно.
              </Text>
              {state.context.closed ? (
                <Flex gap="3" align="center" wrap="wrap">
                  <Badge colorPalette="orange">Магазин сейчас закрыт для покупателей</Badge>
                  <Link href={PREVIEW_HREF} target="_blank" rel="noopener" colorPalette="brand" fontSize="sm">
                    Посмотреть магазин (для сотрудников, на час)
                  </Link>
                </Flex>
              ) : null}
            </Panel>
            <Panel title="Магазин">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {text('shop_name')}
                {text('phone', { type: 'tel', helper: 'Например, +7 (495) 120-45-67' })}
                {text('email', { type: 'email' })}
                {text('hours', { helper: 'Например, Пн-Пт 10:00-18:00' })}
              </SimpleGrid>
              {text('address')}
              <Text color="fg.muted" fontSize="sm">
                Название, телефон и часы — в шапке и подвале магазина; все контакты — в подписи каждого письма.
              </Text>
            </Panel>
            <Panel title="Письма владельцу">
              {text('mailbox', {
                type: 'email',
                helper: `Куда уходят копии писем магазина. Пусто — адрес SHOP_EMAIL из окружения: ${environment?.mailboxDefault ?? ''}`,
              })}
              <Text fontSize="sm" fontWeight="medium" mt="2">
                Присылать письма:
              </Text>
              {box('notify_new_order')}
              {box('notify_paid_order')}
              {box('notify_professional')}
            </Panel>
            <Panel title="Уведомление о cookie">
              <TextAreaField
                label={LABEL.cookie_text}
                problem={problems.cookie_text}
                helper='Можно со ссылкой: <a href="/politika-ispolzovanija-cookie">…</a>. Пусто — уведомление не показывается.'
                value={values.cookie_text}
                onChange={(e) => change({ cookie_text: e.target.value })}
              />
            </Panel>
            <Panel title="Отзывы и вопросы">
              {box('publish_customer_reviews')}
              <Text color="fg.muted" fontSize="sm">
                Отзыв вошедшего покупателя появится на сайте без модерации. Отзывы гостей и все вопросы по-прежнему ждут
                в «Отзывах» и «Вопросах».
              </Text>
            </Panel>
          </>
        ) : null}
      </OneRecordForm>
      {environment ? <IntegrationsPanel integrations={environment.integrations} /> : null}
      <ConfirmDialog
        open={state.matches('confirming')}
        title="Закрыть магазин на технические работы?"
        body={`Покупатели сразу увидят только «${MAINTENANCE_TEXT}». Откройте магазин снова, сняв отметку и сохранив.`}
        yes="Да, закрыть"
        onYes={() => send({ type: 'settings.confirm' })}
        onNo={() => send({ type: 'settings.back' })}
      />
    </Stack>
  );
}

/** The environment's secrets, as set or not: they are changed on the server, never here. */
function IntegrationsPanel({ integrations }: { integrations: Integrations }) {
  return (
    <Panel title="Подключения">
      <Text color="fg.muted" fontSize="sm">
        Ключи хранятся в окружении сервера (README, «Running in production») и здесь не показываются.
      </Text>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Подключение</Table.ColumnHeader>
            <Table.ColumnHeader>Состояние</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {INTEGRATIONS.map(([key, name, variables]) => (
            <Table.Row key={key}>
              <Table.Cell>
                {name}
                <Text color="fg.muted" fontSize="xs">
                  {variables}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {integrations[key] ? (
                  <Badge colorPalette="green">настроено</Badge>
                ) : (
                  <Badge colorPalette="gray">не настроено</Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Panel>
  );
}
