import { Badge, Button, Code, Dialog, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { CertificateDetail } from '../../contract/admin-certificates';
import { CERTIFICATE_CARD_TEXT, isSwitchedOff } from '../../../machines/admin/certificate-card.machine';
import { CERTIFICATE_STATE_NAME } from '../../domain/certificate-admin';
import { formatRoubles } from '../../domain/money';
import { AdminDialog } from '../ui/admin-dialog';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime } from '../ui/dates';
import { FormAlert } from '../ui/form-parts';
import { LoadError, Loading } from '../ui/page-state';
import { LEDGER_KIND_NAME, originText, signedRoubles } from './certificate-texts';
import type { CertificateCardActor } from './use-certificates';

/** The ledger, read only: what put money on the certificate and what took it off, oldest first. */
function Ledger({ detail }: { detail: CertificateDetail }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" pb="2">
          История сертификата
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата</Table.ColumnHeader>
            <Table.ColumnHeader>Что было</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {detail.ledger.map((row, i) => (
            <Table.Row key={`${row.kind}-${row.date}-${i}`}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.date)}</Table.Cell>
              <Table.Cell>
                {LEDGER_KIND_NAME[row.kind]}
                {row.order_id !== null ? (
                  <>
                    {' '}
                    <Link asChild color="brand.fg">
                      <RouterLink to={`/orders/${row.order_id}`}>№ {row.order_id}</RouterLink>
                    </Link>
                  </>
                ) : null}
                {row.by ? (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {row.by}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {signedRoubles(row.amount)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * One certificate over the certificate-card statechart: the code whole (the owner reads it out on the phone), the
 * balance, where it came from and to whom, the ledger; 'Отключить' or 'Включить' after the question.
 */
export function CertificateCard({ actor: [state, send] }: { actor: CertificateCardActor }) {
  const { detail, error, stale, done } = state.context;
  const off = isSwitchedOff(detail);
  const c = detail?.certificate;
  const close = () => send({ type: 'card.close' });
  return (
    <>
      <AdminDialog
        open={state.hasTag('open') && !state.hasTag('confirm')}
        title={c ? `Сертификат ${c.code}` : 'Сертификат'}
        size="md"
        onClose={close}
      >
        <Dialog.Body>
          {state.matches('loading') ? <Loading label="Загружаем сертификат…" /> : null}
          {state.matches('loadFailed') ? (
            <LoadError
              error={new Error(error ?? CERTIFICATE_CARD_TEXT.loadFailed)}
              retry={() => send({ type: 'card.retry' })}
            />
          ) : null}
          {detail && c && !state.matches('loading') ? (
            <Stack gap="3">
              {stale ? (
                <FormAlert status="warning" text={error}>
                  {CERTIFICATE_CARD_TEXT.reloaded}
                </FormAlert>
              ) : null}
              <FormAlert status="success" text={done} />
              <HStack gap="3" flexWrap="wrap">
                <Text>
                  Код: <Code fontSize="lg">{c.code}</Code>
                </Text>
                <Badge colorPalette={c.state === 'active' ? 'green' : c.state === 'disabled' ? 'red' : 'gray'}>
                  {CERTIFICATE_STATE_NAME[c.state]}
                </Badge>
              </HStack>
              <Text>
                Номинал {formatRoubles(c.amount)}, остаток <strong>{formatRoubles(c.balance)}</strong>
              </Text>
              <Text>
                {originText(c)} · {formatDateTime(c.date_added)}
              </Text>
              <Text>Кому: {c.email || '—'}</Text>
              {c.message ? <Text color="fg.muted">Сообщение: «{c.message}»</Text> : null}
              {c.test_payment ? (
                <Text color="fg.muted">Куплен тестовой оплатой: действует только в демо-режиме.</Text>
              ) : null}
              <Ledger detail={detail} />
            </Stack>
          ) : null}
        </Dialog.Body>
        <Dialog.Footer>
          {detail && state.matches('shown') ? (
            <Button
              variant="outline"
              colorPalette={off ? 'brand' : 'red'}
              onClick={() => send({ type: 'card.switch' })}
            >
              {off ? 'Включить' : 'Отключить'}
            </Button>
          ) : null}
          <Button colorPalette="brand" onClick={close}>
            Закрыть
          </Button>
        </Dialog.Footer>
      </AdminDialog>
      <ConfirmDialog
        open={state.hasTag('confirm')}
        title={off ? 'Включить сертификат?' : 'Отключить сертификат?'}
        body={`${
          off
            ? `Код ${c?.code ?? ''} снова будет приниматься в корзине.`
            : `Код ${c?.code ?? ''} перестанет приниматься в корзине и при оформлении заказа. Остаток ${formatRoubles(
                c?.balance ?? 0,
              )} сохранится: сертификат можно будет включить снова.`
        }${error && !stale ? ` ${error}` : ''}`}
        yes={off ? 'Да, включить' : 'Да, отключить'}
        danger={!off}
        busy={state.hasTag('busy')}
        onYes={() => send({ type: 'card.confirm' })}
        onNo={() => send({ type: 'card.back' })}
      />
    </>
  );
}
