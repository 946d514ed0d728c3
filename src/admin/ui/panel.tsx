import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of a back-office page; its title names it as a region for assistive technology. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="1" bg="bg" borderWidth="1px" borderRadius="l2" p="4" aria-label={title}>
      <Heading as="h2" size="md" mb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
