import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** A quiet spinner for a page area that is still loading. */
export function PageSpinner({ label = 'Загрузка' }: { label?: string }) {
  return (
    <Center role="status" aria-live="polite" py="16" minH="40vh">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
