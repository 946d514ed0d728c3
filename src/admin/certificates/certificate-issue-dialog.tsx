import { Button, Code, Dialog, Stack, Text } from '@chakra-ui/react';
import { CERTIFICATE_MESSAGE_MAX } from '../../domain/certificate-admin';
import { formatRoubles } from '../../domain/money';
import { AdminDialog } from '../ui/admin-dialog';
import { FormDialog } from '../ui/form-dialog';
import { FormAlert, TextAreaField, TextField } from '../ui/form-parts';
import type { CertificateIssueActor } from './use-certificates';

/**
 * 'Выпустить сертификат': the amount, the recipient's e-mail and a message over the certificate-issue statechart;
 * once issued, the code on screen (to read out on the phone) and whether the e-mail went.
 */
export function CertificateIssueDialog({ actor: [state, send] }: { actor: CertificateIssueActor }) {
  const { form, problems, error, issued } = state.context;
  const close = () => send({ type: 'issue.close' });
  if (state.matches('issued') && issued) {
    const { certificate } = issued;
    return (
      <AdminDialog open title="Сертификат выпущен" size="md" onClose={close}>
        <Dialog.Body>
          <Stack gap="3">
            <Text>
              Сертификат на {formatRoubles(certificate.amount)} для {certificate.email}.
            </Text>
            <Text>
              Код: <Code fontSize="lg">{certificate.code}</Code>
            </Text>
            {issued.mailed ? (
              <FormAlert status="success" text={`Письмо с кодом отправлено на ${certificate.email}`} />
            ) : (
              <FormAlert text="Письмо не отправилось: сообщите код получателю сами">
                Сертификат выпущен и действует.
              </FormAlert>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="brand" onClick={close}>
            Готово
          </Button>
        </Dialog.Footer>
      </AdminDialog>
    );
  }
  return (
    <FormDialog
      open={state.hasTag('form')}
      title="Выпустить сертификат"
      submit="Выпустить и отправить"
      busy={state.hasTag('busy')}
      error={error}
      onSubmit={() => send({ type: 'issue.submit' })}
      onClose={close}
    >
      <TextField
        label="Сумма, ₽"
        inputMode="numeric"
        value={form.amount}
        problem={problems.amount}
        helper="Целые рубли больше 100, как у купленного сертификата."
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
