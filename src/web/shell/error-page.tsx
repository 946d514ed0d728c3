import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { PageTitle } from '../ui/page-title';

/**
 * /error (SPEC §2: where unknown products and failed catalogue paging go) and the error boundary of every page:
 * a page that throws shows this inside the shell instead of a blank screen.
 */
export function ErrorPage() {
  return (
    <Stack
      as="section"
      aria-labelledby="page-heading"
      py={{ base: '12', lg: '20' }}
      gap="4"
      align="center"
      textAlign="center"
    >
      <PageTitle page="Ошибка" />
      <Heading as="h1" id="page-heading" size={{ base: '2xl', lg: '3xl' }}>
        Что-то пошло не так
      </Heading>
      <Text fontSize="lg" color="fg.muted" maxW="xl">
        Не удалось показать эту страницу. Обновите её чуть позже или начните с главной.
      </Text>
      <Button asChild mt="2">
        <RouterLink to="/">На главную</RouterLink>
      </Button>
    </Stack>
  );
}

/** The route error boundary: logs what broke, shows the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Ошибка при показе страницы', error);
  }, [error]);
  return <ErrorPage />;
}
