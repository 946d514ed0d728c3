import { Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { editLinkMachine, type EditLink } from '../../../machines/admin/edit-link.machine';
import type { AdminEditable } from '../../domain/admin-edit';
import { inspect } from '../../web/ui/inspect';
import { openEditLink } from '../api/admin-api';
import { HomeLink, LoadError, Loading, PageMessage } from '../ui/page-state';

/**
 * Where the storefront's 'Редактировать' lands (`/admin/<kind>/edit?<kind>_id=N&token=…`, product §6): the server
 * checks the link is this member's and opens the editor in its place.
 */
export function EditLinkPage({ kind }: { kind: AdminEditable }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    editLinkMachine.provide({
      actors: { openEditLink: fromPromise(({ input }: { input: EditLink }) => openEditLink(input)) },
      actions: {
        goToEditor: ({ context }) => {
          if (context.path) void navigate(context.path, { replace: true });
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, {
    input: { kind, id: Number(params.get(`${kind}_id`) ?? NaN), token: params.get('token') ?? '' },
    inspect,
  });
  if (state.matches('opening') || state.matches('checking') || state.matches('opened'))
    return <Loading label="Открываем редактор…" />;
  return (
    <PageMessage title="Редактор не открыт">
      <LoadError
        error={new Error(state.context.error ?? '')}
        retry={state.matches('refused') ? () => send({ type: 'editLink.retry' }) : undefined}
      />
      <Text>
        <HomeLink />
      </Text>
    </PageMessage>
  );
}
