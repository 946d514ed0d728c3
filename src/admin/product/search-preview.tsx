import { Box, Stack, Text } from '@chakra-ui/react';

/** Roughly what a search engine shows of a title and a description before cutting them. */
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 160;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

/** The description's words without its HTML, for the preview when no meta description is written. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How the product may look in a search engine's results: the meta title (else the name), the address, the meta
 * description (else the start of the description), cut where search engines usually cut them.
 */
export function SearchPreview({
  title,
  address,
  description,
}: {
  title: string;
  address: string;
  description: string;
}) {
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p="4"
      bg="bg.panel"
      aria-label="Так товар увидят в поиске"
      role="group"
    >
      <Text fontSize="xs" color="fg.muted" mb="1">
        Так товар увидят в поиске
      </Text>
      <Stack gap="0.5">
        <Text fontSize="sm" color="fg.muted" truncate>
          {address}
        </Text>
        <Text fontSize="lg" color="blue.600" lineHeight="short">
          {cut(title, TITLE_SHOWN) || 'Без заголовка'}
        </Text>
        <Text fontSize="sm" color="fg" lineClamp={3}>
          {cut(description, DESCRIPTION_SHOWN) || 'Без описания: поисковик возьмёт текст со страницы сам.'}
        </Text>
      </Stack>
    </Box>
  );
}
