import { Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { pageWindow } from './page-window';

interface PagePaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The list's name, for the navigation landmark ('Страницы каталога'). */
  label: string;
  disabled?: boolean;
  offset?: number;
}

/** Page numbers with previous/next (catalogue and reviews): the current page marked, a window of pages around it. */
export function PagePagination({ page, pages, onChange, label, disabled = false, offset = 2 }: PagePaginationProps) {
  const cells = pageWindow(page, pages, offset);
  if (cells.length === 0) return null;
  return (
    <Flex as="nav" aria-label={label} gap="1" wrap="wrap" align="center" justify="center">
      <IconButton
        aria-label="Предыдущая страница"
        variant="ghost"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
      >
        ‹
      </IconButton>
      {cells.map((cell) =>
        cell.type === 'gap' ? (
          <Text key={cell.key} px="1" color="fg.muted" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={cell.page}
            size="sm"
            minW={{ base: '11', lg: '9' }}
            variant={cell.page === page ? 'solid' : 'ghost'}
            aria-label={`Страница ${cell.page}`}
            aria-current={cell.page === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => {
              if (cell.page !== page) onChange(cell.page);
            }}
          >
            {cell.page}
          </Button>
        ),
      )}
      <IconButton
        aria-label="Следующая страница"
        variant="ghost"
        size="sm"
        disabled={disabled || page >= pages}
        onClick={() => onChange(page + 1)}
      >
        ›
      </IconButton>
    </Flex>
  );
}
