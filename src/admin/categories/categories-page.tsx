import { Badge, Box, Button, Flex, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { StaleCopy } from '../../../machines/admin/stale-copy';
import type { AdminCategory } from '../../contract/admin-categories';
import { deleteCategory, fetchCategoryTree, moveCategory, type CategoryMove } from '../api/categories-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormAlert } from '../ui/form-parts';
import { LoadError, Loading } from '../ui/page-state';
import { depthsOf, siblingsOf, TREE_QUERY } from './category-tree';

export const CATEGORIES_TEXT = {
  stale: 'Запись изменена другим сотрудником: список обновлён, посмотрите и повторите.',
  failed: 'Не удалось изменить категории, попробуйте ещё раз',
  moved: (name: string) => `«${name}» перемещена`,
  deleted: (name: string) => `«${name}» удалена`,
} as const;

const messageOf = (error: unknown) =>
  error instanceof StaleCopy
    ? CATEGORIES_TEXT.stale
    : error instanceof Error && error.message
      ? error.message
      : CATEGORIES_TEXT.failed;

/**
 * 'Категории' (issue 16, owner and editors): the tree in the shop menu's order, each category with its address, what
 * is in it and whether it is shown. The order changes within a parent by dragging a row onto a sibling's place, or with
 * 'Выше' and 'Ниже' (the keyboard's way); 'Подкатегория' adds one under it, 'Новая категория' at the top level;
 * 'Удалить' asks first and is refused while products or subcategories are in it. Each change carries the version on
 * screen (stale: the list reloads and says so); the storefront's menu follows at once.
 */
export function CategoriesPage() {
  const queries = useQueryClient();
  const tree = useQuery({ queryKey: TREE_QUERY, queryFn: fetchCategoryTree });
  const [message, setMessage] = useState<{ status: 'success' | 'error' | 'warning'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [dragged, setDragged] = useState<AdminCategory | null>(null);

  const settle = (done: string) => ({
    onSuccess: (categories: AdminCategory[]) => {
      queries.setQueryData(TREE_QUERY, categories);
      setMessage({ status: 'success', text: done });
    },
    onError: (error: unknown) => {
      if (error instanceof StaleCopy) void queries.invalidateQueries({ queryKey: TREE_QUERY });
      setMessage({ status: error instanceof StaleCopy ? 'warning' : 'error', text: messageOf(error) });
    },
  });
  const move = useMutation({
    mutationFn: ({ category, to }: { category: AdminCategory; to: CategoryMove }) =>
      moveCategory(category.category_id, category.version, to),
  });
  const remove = useMutation({
    mutationFn: (category: AdminCategory) => deleteCategory(category.category_id, category.version),
  });
  const busy = move.isPending || remove.isPending;
  const moveTo = (category: AdminCategory, to: CategoryMove) =>
    move.mutate({ category, to }, settle(CATEGORIES_TEXT.moved(category.name)));

  const categories = tree.data ?? [];
  const depths = depthsOf(categories);

  return (
    <Stack gap="4" maxW="5xl">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Heading as="h1" size="2xl">
          Категории
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to="/categories/new">Новая категория</RouterLink>
        </Button>
      </Flex>
      <Text color="fg.muted">
        Порядок — как в меню магазина. Перетащите категорию на место другой в том же разделе или нажмите «Выше» и
        «Ниже».
      </Text>
      <FormAlert status={message?.status ?? 'error'} text={deleting ? null : message?.text} />
      {tree.isPending ? <Loading label="Загружаем категории…" /> : null}
      {tree.isError ? <LoadError error={tree.error} retry={() => void tree.refetch()} /> : null}
      <List.Root as="ol" listStyle="none" gap="2" aria-label="Категории в порядке меню">
        {categories.map((category) => {
          const siblings = siblingsOf(categories, category);
          const at = siblings.findIndex((s) => s.category_id === category.category_id);
          const dropHere = dragged !== null && dragged.parent_id === category.parent_id;
          return (
            <List.Item
              key={category.category_id}
              draggable={!busy}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(category.category_id));
                setDragged(category);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(e) => {
                if (dropHere) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dropHere && dragged.category_id !== category.category_id) moveTo(dragged, { position: at });
                setDragged(null);
              }}
              ms={{
                base: (depths.get(category.category_id) ?? 0) * 4,
                md: (depths.get(category.category_id) ?? 0) * 8,
              }}
              borderWidth="1px"
              borderColor={dropHere ? 'brand.solid' : 'border'}
              borderStyle={dropHere && dragged.category_id !== category.category_id ? 'dashed' : 'solid'}
              borderRadius="l2"
              bg={dragged?.category_id === category.category_id ? 'bg.muted' : 'bg.panel'}
              px="3"
              py="2"
              cursor={busy ? 'default' : 'grab'}
            >
              <Flex gap="3" align="center" wrap="wrap">
                <Box aria-hidden color="fg.muted" fontSize="lg" lineHeight="1" userSelect="none">
                  ⠿
                </Box>
                <Stack gap="0" flex="1" minW="40">
                  <HStack gap="2" wrap="wrap">
                    <Link asChild fontWeight="medium" color="brand.fg">
                      <RouterLink to={`/categories/${category.category_id}`}>{category.name}</RouterLink>
                    </Link>
                    {category.status ? null : <Badge colorPalette="gray">Скрыта</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    /{category.keyword} · товаров: {category.products}
                    {category.children > 0 ? ` · подкатегорий: ${category.children}` : ''}
                  </Text>
                </Stack>
                <HStack gap="1" wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy || at === 0}
                    aria-label={`Выше: ${category.name}`}
                    onClick={() => moveTo(category, { direction: 'up' })}
                  >
                    Выше
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy || at === siblings.length - 1}
                    aria-label={`Ниже: ${category.name}`}
                    onClick={() => moveTo(category, { direction: 'down' })}
                  >
                    Ниже
                  </Button>
                  <Button size="xs" variant="outline" asChild>
                    <RouterLink
                      to={`/categories/new?parent=${category.category_id}`}
                      aria-label={`Подкатегория в «${category.name}»`}
                    >
                      Подкатегория
                    </RouterLink>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    disabled={busy}
                    aria-label={`Удалить: ${category.name}`}
                    onClick={() => {
                      setMessage(null);
                      setDeleting(category);
                    }}
                  >
                    Удалить
                  </Button>
                </HStack>
              </Flex>
            </List.Item>
          );
        })}
      </List.Root>
      <ConfirmDialog
        open={deleting !== null}
        title="Удалить категорию?"
        body={`«${deleting?.name ?? ''}» пропадёт из меню магазина, её адрес перестанет открываться. Вернуть не получится.${
          deleting && message ? ` ${message.text}` : ''
        }`}
        yes="Да, удалить"
        busy={remove.isPending}
        onYes={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: (next) => {
              settle(CATEGORIES_TEXT.deleted(deleting.name)).onSuccess(next);
              setDeleting(null);
            },
            onError: (error) => {
              if (error instanceof StaleCopy) setDeleting(null);
              settle('').onError(error);
            },
          });
        }}
        onNo={() => {
          setDeleting(null);
          setMessage(null);
        }}
      />
    </Stack>
  );
}
