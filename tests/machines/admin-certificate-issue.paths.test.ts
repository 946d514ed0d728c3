import type { CertificateIssued } from '../../src/contract/admin-certificates';
import { CERTIFICATE_ISSUE_TEXT } from '../../src/domain/certificate-admin';
import { certificateIssueMachine, type CertificateIssueEvent } from '../../machines/admin/certificate-issue.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of 'Выпустить сертификат' (issue 16): nothing goes to the server before the form passes the rule the
// server checks too; what goes is whole roubles and the e-mail trimmed; once issued the list is told to reload and the
// code is on screen; a refusal keeps the form with the server's words.

const ev = (event: CertificateIssueEvent) => event;
const ISSUED: CertificateIssued = {
  certificate: {
    voucher_id: 9,
    code: 'ABCDEFGH23',
    amount: 3000,
    balance: 3000,
    order_id: null,
    issued_by: 'owner@shop.ru',
    email: 'anna@example.ru',
    message: null,
    state: 'active',
    test_payment: false,
    date_added: '2026-11-27 12:00:00',
    version: 1,
  },
  ledger: [],
  mailed: true,
};
const REFUSED = new Error('Сумма сертификата не может быть больше 100 000 ₽');

await describePathTests(certificateIssueMachine, {
  events: {
    'issue.change': [
      ev({ type: 'issue.change', values: { amount: ' 3000 ', email: ' anna@example.ru ' } }),
      ev({ type: 'issue.change', values: { amount: '100' } }),
    ],
  },
  actors: { issue: { done: [ISSUED], error: [REFUSED] } },
  serializeState: (s) =>
    JSON.stringify({ value: s.value, form: s.context.form, problems: s.context.problems, error: s.context.error }),
  states: {
    closed: ({ context, actions, labels }) => {
      // Closed after an issue: the code stays on the page and the list was told to reload.
      if (labels.at(-1)?.startsWith('done: issue')) {
        expect(context.issued).toEqual(ISSUED);
        expect(actions.issued).toHaveBeenCalled();
      } else if (!labels.some((l) => l.startsWith('done: issue'))) expect(actions.issued).not.toHaveBeenCalled();
    },
    editing: ({ context, snapshot, labels }) => {
      expect(snapshot.hasTag('form')).toBe(true);
      if (labels.at(-1)?.startsWith('error: issue')) expect(context.error).toBe(REFUSED.message);
      if (context.problems.amount) expect(context.problems.amount).toBe(CERTIFICATE_ISSUE_TEXT.amount);
      if (context.problems.email) expect(context.problems.email).toBe(CERTIFICATE_ISSUE_TEXT.email);
    },
    sending: ({ invoked, context }) => {
      expect(context.form.amount.trim()).toBe('3000');
      expect(invoked.issue.at(-1)).toEqual({ amount: 3000, email: 'anna@example.ru', message: '' });
    },
  },
});

describe('certificate issue examples', () => {
  it('says what is wrong with each field before sending, and forgets a problem once its field changes', async () => {
    const run = await startScenario(certificateIssueMachine);
    await run.send({ type: 'issue.open' });
    await run.send({ type: 'issue.change', values: { amount: '150.5', email: 'anna@', message: 'я'.repeat(501) } });
    await run.send({ type: 'issue.submit' });
    expect(run.value).toBe('editing');
    expect(run.context.problems).toEqual({
      amount: CERTIFICATE_ISSUE_TEXT.amount,
      email: CERTIFICATE_ISSUE_TEXT.email,
      message: CERTIFICATE_ISSUE_TEXT.message,
    });
    await run.send({ type: 'issue.change', values: { email: 'anna@example.ru' } });
    expect(Object.keys(run.context.problems)).toEqual(['amount', 'message']);
    expect(run.invoked.issue ?? []).toEqual([]);
    await run.send({ type: 'issue.change', values: { amount: '150', message: 'С праздником!' } });
    await run.send({ type: 'issue.submit' });
    expect(run.invoked.issue).toEqual([{ amount: 150, email: 'anna@example.ru', message: 'С праздником!' }]);
  });
});
