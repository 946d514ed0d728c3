import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageHead } from './page-head';

/** A page that only says something and leads home: not-found, the error page. */
export function MessagePage({ title, heading, text }: { title: string; heading: string; text: string }) {
  return (
    <Stack
      as="section"
      aria-labelledby="page-heading"
      py={{ base: '12', lg: '20' }}
      gap="4"
      align="center"
      textAlign="center"
    >
      <PageHead page={title} />
      <Heading as="h1" id="page-heading" size={{ base: '2xl', lg: '3xl' }}>
        {heading}
      </Heading>
      <Text fontSize="lg" color="fg.muted" maxW="xl">
        {text}
      </Text>
      <Button asChild mt="2">
        <RouterLink to="/">На главную</RouterLink>
      </Button>
    </Stack>
  );
}
