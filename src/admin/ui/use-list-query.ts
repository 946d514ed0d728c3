import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listQueryMachine } from '../../../machines/admin/list-query.machine';
import { inspect } from '../../web/ui/inspect';
import { listSearch, readListQuery, type ListSpec } from './list-url';

/**
 * A list's query (statechart list-query) kept in the page's address: `shown` is the query the address holds (what the
 * list asks the server), `context` what the form shows, `send` what the form does. A move back or forward in the
 * browser brings the form along.
 */
export function useListQuery(pathname: string, spec: ListSpec) {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = readListQuery(location.search, spec);
  const [machine] = useState(() =>
    listQueryMachine.provide({
      actions: { publish: (_, query) => void navigate({ pathname, search: listSearch(query, spec) }) },
    }),
  );
  const [state, send] = useMachine(machine, { input: shown, inspect });

  const address = listSearch(shown, spec);
  const asked = listSearch(state.context.query, spec);
  useEffect(() => {
    if (address !== asked) send({ type: 'query.url', query: readListQuery(address, spec) });
  }, [address, asked, send, spec]);

  return { shown, context: state.context, send };
}
