import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { ROLE_AREAS, type StaffRole } from '../../../src/domain/staff';
import { ADMIN_ROUTES } from '../../../src/admin/routes';
import { backOfficeSystem } from '../../../src/admin/ui/system';
import { installFakeBackend, ok, type Route } from './fake-backend';

/** GET /admin/api/me's member (with the sign-in's second step off). */
export const staffMe = (role: StaffRole) => ({
  staff_id: 3,
  email: `${role}@shop.example`,
  name: 'Марина',
  role,
  areas: [...ROLE_AREAS[role]],
  two_factor: false,
});

/**
 * The back office at one of its addresses (its own routes, as under /admin), signed in as a member of `role`, over a
 * fake back end; `router` tells where the member went.
 */
export async function renderAdmin(path: string, backend: Record<string, Route>, role: StaffRole = 'manager') {
  const server = installFakeBackend({ 'GET /admin/api/me': ok(staffMe(role)), ...backend });
  onTestFinished(server.restore);
  const router = createMemoryRouter(ADMIN_ROUTES, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = await act(async () =>
    render(
      <ChakraProvider value={backOfficeSystem}>
        <QueryClientProvider client={createQueryClient({ staleTime: 0, retry: false })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
  return { ...view, user, router, calls: server.calls };
}
