import { Button, HStack, Text } from '@chakra-ui/react';

/** 'Назад' / 'Вперёд' through a list the server pages, with where the member is. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <HStack as="nav" aria-label="Страницы списка" gap="3" justify="space-between" wrap="wrap">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Назад
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Страница {page} из {pages}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Вперёд
      </Button>
    </HStack>
  );
}
