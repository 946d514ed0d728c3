import type { CertificateDetail } from '../../src/contract/admin-certificates';
import {
  CERTIFICATE_CARD_TEXT,
  certificateCardMachine,
  type CertificateCardEvent,
} from '../../machines/admin/certificate-card.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a certificate's card (issue 16): it loads by its number; 'Отключить' / 'Включить' only after the
// question, sent with the version on screen and the switch turned; a stale copy loads the card afresh and the list is
// told to reload; another refusal keeps the question with the server's words.

const ev = (event: CertificateCardEvent) => event;
const certificate = (state: 'active' | 'disabled', version: number): CertificateDetail => ({
  certificate: {
    voucher_id: 9,
    code: 'ABCDEFGH23',
    amount: 3000,
    balance: 1200,
    order_id: null,
    issued_by: 'owner@shop.ru',
    email: 'anna@example.ru',
    message: null,
    state,
    test_payment: false,
    date_added: '2026-11-27 12:00:00',
    version,
  },
  ledger: [{ kind: 'issued', date: '2026-11-27 12:00:00', amount: 3000, order_id: null, by: 'owner@shop.ru' }],
});
const ACTIVE = certificate('active', 2);
const DISABLED = certificate('disabled', 3);
const REFUSED = new Error('Сертификат не найден');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(certificateCardMachine, {
  events: { 'card.open': [ev({ type: 'card.open', id: 9 })] },
  actors: {
    load: { done: [ACTIVE, DISABLED], error: [new Error('Нет связи')] },
    switch: { done: [DISABLED, ACTIVE], error: [REFUSED, STALE] },
  },
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      state: s.context.detail?.certificate.state ?? null,
      error: s.context.error,
      stale: s.context.stale,
      done: s.context.done,
    }),
  states: {
    closed: ({ snapshot }) => expect(snapshot.hasTag('open')).toBe(false),
    loading: ({ context, invoked }) => {
      expect(invoked.load.at(-1)).toBe(9);
      if (context.stale) expect(context.error).toBe(STALE.message);
    },
    loadFailed: ({ context }) => expect(context.error).toBe('Нет связи'),
    shown: ({ context, labels, actions }) => {
      expect(context.detail).not.toBeNull();
      const last = labels.at(-1) ?? '';
      if (last.startsWith('done: switch')) {
        expect(context.done).toBe(
          context.detail?.certificate.state === 'disabled'
            ? CERTIFICATE_CARD_TEXT.disabled
            : CERTIFICATE_CARD_TEXT.enabled,
        );
        expect(actions.changed).toHaveBeenCalled();
      }
    },
    confirming: ({ snapshot, context, labels }) => {
      expect(snapshot.hasTag('confirm')).toBe(true);
      if (labels.at(-1)?.startsWith('error: switch')) expect(context.error).toBe(REFUSED.message);
    },
    switching: ({ context, invoked }) => {
      const detail = context.detail!;
      // The switch turned, at the version on screen.
      expect(invoked.switch.at(-1)).toEqual({
        id: 9,
        version: detail.certificate.version,
        enabled: detail.certificate.state === 'disabled',
      });
    },
  },
});

describe('certificate card examples', () => {
  it('switches off only after the question, and reloads when the copy was stale', async () => {
    const run = await startScenario(certificateCardMachine);
    await run.send({ type: 'card.open', id: 9 });
    await run.done('load', ACTIVE);
    await run.send({ type: 'card.switch' });
    await run.send({ type: 'card.back' });
    expect(run.invoked.switch ?? []).toEqual([]);
    await run.send({ type: 'card.switch' });
    await run.send({ type: 'card.confirm' });
    expect(run.invoked.switch).toEqual([{ id: 9, version: 2, enabled: false }]);
    await run.fail('switch', STALE);
    expect(run.value).toBe('loading');
    expect(run.context).toMatchObject({ stale: true, error: STALE.message });
  });
});
