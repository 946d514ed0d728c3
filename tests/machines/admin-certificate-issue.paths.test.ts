import type { CertificateIssued } from '../../src/contract/admin-certificates';
import { CERTIFICATE_ISSUE_TEXT } from '../../src/domain/certificate-admin';
import { certificateIssueMachine, type CertificateIssueEvent } from '../../machines/admin/certificate-issue.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of 'Выпустить сертификат' (issue 16): nothing goes to the server before the form passes the rule the
// server checks too, the shop's largest certificate included once the page knows it (more than it is refused in the
// server's words; not known, the server alone decides); what goes is whole roubles and the e-mail trimmed; once issued the list is told to reload and the
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
const MAX = 100000;
const REFUSED = new Error(CERTIFICATE_ISSUE_TEXT.tooLarge(MAX));

await describePathTests(certificateIssueMachine, {
  events: {
    'issue.open': [ev({ type: 'issue.open', maxRub: MAX }), ev({ type: 'issue.open', maxRub: null })],
    'issue.change': [
      ev({ type: 'issue.change', values: { amount: ' 3000 ', email: ' anna@example.ru ' } }),
      ev({ type: 'issue.change', values: { amount: '100' } }),
      ev({ type: 'issue.change', values: { amount: '150000', email: 'anna@example.ru' } }),
    ],
  },
  actors: { issue: { done: [ISSUED], error: [REFUSED] } },
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      form: s.context.form,
      problems: s.context.problems,
      error: s.context.error,
      maxRub: s.context.maxRub,
    }),
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
      // Over the shop's largest certificate: the server's own words; otherwise the amount's rule.
      const tooLarge = context.maxRub === MAX && context.form.amount === '150000';
      if (context.problems.amount) {
        expect(context.problems.amount).toBe(
          tooLarge ? CERTIFICATE_ISSUE_TEXT.tooLarge(MAX) : CERTIFICATE_ISSUE_TEXT.amount,
        );
      }
      if (context.problems.email) expect(context.problems.email).toBe(CERTIFICATE_ISSUE_TEXT.email);
    },
    sending: ({ invoked, context }) => {
      // 150 000 ₽ goes only while the largest certificate is not known (the server then refuses it).
      const amount = context.maxRub === null && context.form.amount === '150000' ? 150000 : 3000;
      expect(context.form.amount.trim()).toBe(String(amount));
      expect(invoked.issue.at(-1)).toEqual({ amount, email: 'anna@example.ru', message: '' });
    },
  },
});

describe('certificate issue examples', () => {
  it('says what is wrong with each field before sending, and forgets a problem once its field changes', async () => {
    const run = await startScenario(certificateIssueMachine);
    await run.send({ type: 'issue.open', maxRub: MAX });
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

describe("the shop's largest certificate", () => {
  it('refuses more than it before sending, in the words the server uses, and sends it exactly', async () => {
    const run = await startScenario(certificateIssueMachine);
    await run.send({ type: 'issue.open', maxRub: 20000 });
    await run.send({ type: 'issue.change', values: { amount: '20001', email: 'anna@example.ru' } });
    await run.send({ type: 'issue.submit' });
    expect(run.value).toBe('editing');
    expect(run.context.problems).toEqual({ amount: 'Сумма сертификата не может быть больше 20\u00a0000\u00a0₽' });
    expect(run.invoked.issue ?? []).toEqual([]);
    await run.send({ type: 'issue.change', values: { amount: '20000' } });
    await run.send({ type: 'issue.submit' });
    expect(run.invoked.issue).toEqual([{ amount: 20000, email: 'anna@example.ru', message: '' }]);
  });

  it('leaves it to the server while the page does not know it', async () => {
    const run = await startScenario(certificateIssueMachine);
    await run.send({ type: 'issue.open', maxRub: null });
    await run.send({ type: 'issue.change', values: { amount: '500000', email: 'anna@example.ru' } });
    await run.send({ type: 'issue.submit' });
    expect(run.invoked.issue).toEqual([{ amount: 500000, email: 'anna@example.ru', message: '' }]);
  });
});
