import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { backOfficeSystem } from './ui/system';
import { createAdminRouter } from './routes';

/**
 * The back office's frame: the shop's design system (all of Chakra's recipes) and data cache, the back office's own routes under /admin.
 * Staff data changes under their hands (other staff, the bank, the hold job), so nothing is kept fresh for long, and a
 * refused call is not repeated (a 401 means: sign in).
 */
export function AdminApp() {
  const [queryClient] = useState(() => createQueryClient({ staleTime: 0, retry: false, refetchOnWindowFocus: true }));
  const [router] = useState(() => createAdminRouter());
  return (
    <ChakraProvider value={backOfficeSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
