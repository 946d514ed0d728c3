import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from './page-title';

/** SPEC §2 "Not-found": for unknown addresses (the shell) and for ids the server does not know (/news/999). */
export function NotFoundPage() {
  return (
    <Stack
      as="section"
      aria-labelledby="page-heading"
      py={{ base: '12', lg: '20' }}
      gap="4"
      align="center"
      textAlign="center"
    >
      <PageTitle page="Страница не найдена 404" />
      <Heading as="h1" id="page-heading" size={{ base: '2xl', lg: '3xl' }}>
        Страница не найдена 404
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        Упс... Страница не найдена
      </Text>
      <Button asChild mt="2">
        <RouterLink to="/">На главную</RouterLink>
      </Button>
    </Stack>
  );
}
