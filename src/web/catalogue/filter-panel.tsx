import { Box, Button, Checkbox, Fieldset, Skeleton, Stack } from '@chakra-ui/react';
import type { FilterGroup } from '../../api/catalogue';

interface FilterPanelProps {
  groups: FilterGroup[] | undefined;
  loading: boolean;
  selected: number[];
  /** While products load, the choice waits. */
  busy: boolean;
  onToggle: (filterId: number) => void;
  onReset: () => void;
}

/** The filters of a category page, grouped, with 'Сбросить фильтры' (product §2, §4). */
export function FilterPanel({ groups, loading, selected, busy, onToggle, onReset }: FilterPanelProps) {
  if (loading) {
    return (
      <Stack gap="3" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h="24" />
        ))}
      </Stack>
    );
  }
  if (!groups || groups.length === 0) return null;
  return (
    <Stack as="section" aria-label="Фильтры" gap="5">
      {groups.map((group) => (
        <Fieldset.Root key={group.filter_group_id} disabled={busy}>
          <Fieldset.Legend fontWeight="600" mb="2">
            {group.name}
          </Fieldset.Legend>
          <Fieldset.Content asChild>
            <Stack gap="2">
              {group.filters.map((filter) => (
                <Checkbox.Root
                  key={filter.filter_id}
                  size="sm"
                  checked={selected.includes(filter.filter_id)}
                  onCheckedChange={() => onToggle(filter.filter_id)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{filter.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Content>
        </Fieldset.Root>
      ))}
      <Box>
        <Button variant="outline" size="sm" onClick={onReset} disabled={busy || selected.length === 0}>
          Сбросить фильтры
        </Button>
      </Box>
    </Stack>
  );
}
