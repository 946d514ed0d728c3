import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { moderationActionMachine, type ModerationChange } from '../../../machines/admin/moderation-action.machine';
import { inspect } from '../../web/ui/inspect';
import { answerQuestion, editQuestion, editReview, moderate } from '../api/admin-api';

export type ModeratedKind = 'reviews' | 'questions';

export const moderationKey = (kind: ModeratedKind) => ['admin', 'moderation', kind] as const;

/** The change the statechart asks for, as the server takes it for a review or a question. */
async function save(kind: ModeratedKind, change: ModerationChange): Promise<void> {
  const { id, version, action } = change;
  if (action === 'publish' || action === 'reject' || action === 'delete') await moderate(kind, id, action, version);
  else if (action === 'answer') await answerQuestion(id, { version, answer: change.answer });
  else if (kind === 'reviews') await editReview(id, { version, author: change.author, text: change.text });
  else await editQuestion(id, { version, name: change.author, question: change.text });
}

/** The statechart moderation-action over one queue: its answers reload the queue. */
export function useModerationAction(kind: ModeratedKind) {
  const client = useQueryClient();
  const [machine] = useState(() =>
    moderationActionMachine.provide({
      actors: { save: fromPromise(({ input }) => save(kind, input)) },
      actions: { reload: () => void client.invalidateQueries({ queryKey: moderationKey(kind) }) },
    }),
  );
  return useMachine(machine, { inspect });
}

export type ModerationActor = ReturnType<typeof useModerationAction>;
