import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { attachInspector } from '../../src/web/ui/inspect';
import { renderShop, RETURNING } from './helpers/render-shop';

describe('the shell actors', () => {
  it('are all created through the inspector relay', async () => {
    const machines = new Set<string>();
    attachInspector((event) => {
      if (event.type !== '@xstate.actor') return;
      const id = (event.actorRef as AnyActorRef & { logic?: { id?: unknown } }).logic?.id;
      if (typeof id === 'string') machines.add(id);
    });
    onTestFinished(() => attachInspector(undefined));

    await renderShop({ storage: RETURNING });
    await screen.findByRole('navigation', { name: 'Главное меню' });
    await waitFor(() => expect([...machines]).toEqual(expect.arrayContaining(['loader', 'cookieNotice', 'menu'])));
  });
});
