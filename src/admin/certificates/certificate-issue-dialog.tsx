import { Stack } from '@chakra-ui/react';
import { CERTIFICATE_MESSAGE_MAX } from '../../domain/certificate-admin';
import { formatRoubles } from '../../domain/money';
import { FormDialog } from '../ui/form-dialog';
import { FormAlert, TextAreaField, TextField } from '../ui/form-parts';
import type { CertificateIssueActor } from './use-certificates';

/** What the page says once a certificate is issued: its code (to read out on the phone) and whether the e-mail went. */
export function CertificateIssuedAlert({ actor: [state] }: { actor: CertificateIssueActor }) {
  const { issued } = state.context;
  if (!issued) return null;
  const { certificate } = issued;
  return (
    <Stack gap="2" role="status" aria-label="Сертификат выпущен">
      <FormAlert
        status={issued.mailed ? 'success' : 'warning'}
        text={`Сертификат на ${formatRoubles(certificate.amount)} выпущен, код ${certificate.code}`}
      >
        {issued.mailed
          ? `Письмо с кодом отправлено на ${certificate.email}`
          : 'Письмо не отправилось: сообщите код получателю сами. Сертификат действует.'}
      </FormAlert>
    </Stack>
  );
}

/** 'Выпустить сертификат': the amount, the recipient's e-mail and a message over the certificate-issue statechart. */
export function CertificateIssueDialog({ actor: [state, send] }: { actor: CertificateIssueActor }) {
  const { form, problems, error, maxRub } = state.context;
  const upTo = maxRub === null ? '' : ` и не больше ${formatRoubles(maxRub)}`;
  return (
    <FormDialog
      open={state.hasTag('form')}
      title="Выпустить сертификат"
      submit="Выпустить и отправить"
      busy={state.hasTag('busy')}
      error={error}
      onSubmit={() => send({ type: 'issue.submit' })}
      onClose={() => send({ type: 'issue.close' })}
    >
      <TextField
        label="Сумма, ₽"
        inputMode="numeric"
        value={form.amount}
        problem={problems.amount}
        helper={`Целые рубли больше 100${upTo}, как у купленного сертификата.`}
        onChange={(e) => send({ type: 'issue.change', values: { amount: e.target.value } })}
      />
      <TextField
        label="E-mail получателя"
        type="email"
        autoComplete="off"
        value={form.email}
        problem={problems.email}
        helper="Код придёт на этот адрес письмом магазина."
        onChange={(e) => send({ type: 'issue.change', values: { email: e.target.value } })}
      />
      <TextAreaField
        label="Сообщение получателю (необязательно)"
        rows={3}
        maxLength={CERTIFICATE_MESSAGE_MAX + 50}
        value={form.message}
        problem={problems.message}
        onChange={(e) => send({ type: 'issue.change', values: { message: e.target.value } })}
      />
    </FormDialog>
  );
}
