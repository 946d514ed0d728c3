import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../src/domain/account';
import { createQueryClient } from '../../src/api/query-client';
import { AuthProvider, useAuthActor } from '../../src/web/session/auth';
import { useCustomerGroup } from '../../src/web/session/customer-group';
import { PersistedStateGate } from '../../src/web/session/persisted-state-gate';
import { EMPTY_PERSISTED_STATE } from '../../src/web/session/persisted-state';
import { installFakeBackend, ok } from './helpers/fake-backend';

const PRO = { customer_id: 8, customerGroupId: 2, firstname: 'Ирина' } as UserInfo;

function Probe() {
  const group = useCustomerGroup();
  const auth = useAuthActor();
  return (
    <>
      <p>Группа: {group}</p>
      <button type="button" onClick={() => auth.send({ type: 'auth.login', user: PRO })}>
        войти
      </button>
      <button type="button" onClick={() => auth.send({ type: 'auth.logout' })}>
        выйти
      </button>
    </>
  );
}

describe('useCustomerGroup', () => {
  it('follows the auth actor: a login reprices at once (the data cache reloads), a logout back to guest', async () => {
    const server = installFakeBackend({ 'POST /cms/index.php?route=api/customer/logout': ok({ userAuth: false }) });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const navigate = vi.fn();
    await act(async () =>
      render(
        <QueryClientProvider client={client}>
          <PersistedStateGate state={Promise.resolve(EMPTY_PERSISTED_STATE)}>
            <AuthProvider navigate={navigate}>
              <Probe />
            </AuthProvider>
          </PersistedStateGate>
        </QueryClientProvider>,
      ),
    );
    expect(await screen.findByText('Группа: 0')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'войти' }).click());
    expect(screen.getByText('Группа: 2')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: 'выйти' }).click());
    expect(await screen.findByText('Группа: 0')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith('/');
    server.restore();
  });

  it('outside the shop’s providers, reads the stored record', () => {
    localStorage.setItem('userInfo', JSON.stringify(PRO));
    function Alone() {
      return <p>Группа: {useCustomerGroup()}</p>;
    }
    render(<Alone />);
    expect(screen.getByText('Группа: 2')).toBeInTheDocument();
  });
});
