import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  professionalDecisionMachine,
  REASON_MAX,
  type DecisionRequest,
} from '../../../machines/admin/professional-decision.machine';
import { inspect } from '../../web/ui/inspect';
import { approveApplication, rejectApplication } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormDialog } from '../ui/form-dialog';
import { TextAreaField } from '../ui/form-parts';

export const APPLICATIONS_KEY = ['admin', 'professionals'] as const;

const decide = ({ customerId, version, decision, reason }: DecisionRequest) =>
  decision === 'approved' ? approveApplication(customerId, version) : rejectApplication(customerId, version, reason);

/** The statechart professional-decision, its answers reloading the queue (and the customers' pages). */
export function useApplicationDecision() {
  const client = useQueryClient();
  const [machine] = useState(() =>
    professionalDecisionMachine.provide({
      actors: { decide: fromPromise(async ({ input }) => void (await decide(input))) },
      actions: {
        reload: () => {
          void client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
          void client.invalidateQueries({ queryKey: ['admin', 'customer'] });
          void client.invalidateQueries({ queryKey: ['admin', 'customers'] });
        },
      },
    }),
  );
  return useMachine(machine, { inspect });
}

type Decision = ReturnType<typeof useApplicationDecision>;

/** 'Одобрить заявку?' and 'Отклонить заявку' with its reason, over the machine's state. */
export function DecisionDialogs({ decision: [state, send] }: { decision: Decision }) {
  const { application, reason, problem, error } = state.context;
  const name = application?.name ?? '';
  const busy = state.hasTag('busy');
  const back = () => send({ type: 'decision.back' });
  const rejecting = state.context.decision === 'rejected';
  return (
    <>
      <ConfirmDialog
        open={state.hasTag('dialog') && !rejecting}
        title="Одобрить заявку?"
        body={`${name} получит цены для специалистов (−30%) и письмо об одобрении.${error ? ` ${error}` : ''}`}
        yes="Да, одобрить"
        danger={false}
        busy={busy}
        onYes={() => send({ type: 'decision.confirm' })}
        onNo={back}
      />
      <FormDialog
        open={state.hasTag('dialog') && rejecting}
        title="Отклонить заявку"
        submit="Отклонить заявку"
        danger
        busy={busy}
        error={error}
        onSubmit={() => send({ type: 'decision.confirm' })}
        onClose={back}
      >
        <Text>{name} останется частным покупателем и получит письмо с причиной отказа.</Text>
        <TextAreaField
          label="Причина отказа"
          required
          problem={problem}
          helper="Её прочтёт покупатель"
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => send({ type: 'decision.reason', reason: e.target.value })}
        />
      </FormDialog>
    </>
  );
}
