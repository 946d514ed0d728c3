import { Alert, Button, Center, Heading, Link, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** While a page's data comes. */
export function Loading({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

/** A call that failed: the server's Russian words, and a way to try again when there is one. */
export function LoadError({ error, retry }: { error: unknown; retry?: () => void }) {
  const text = error instanceof Error ? error.message : 'Не удалось загрузить данные';
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
      </Alert.Content>
      {retry ? (
        <Button size="sm" variant="outline" onClick={retry}>
          Повторить
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** A message in place of a page (no access, not found). */
export function PageMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="3" py="8">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The way back from a page that could not show ('Страница не найдена', 'Редактор не открыт'). */
export function HomeLink() {
  return (
    <Link asChild color="brand.fg">
      <RouterLink to="/">На главную панели</RouterLink>
    </Link>
  );
}
