import { Box, Button, Field, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchPickupPoints } from '../../api/checkout';
import type { PickupPoint } from '../../domain/checkout-state';
import type { AreaType } from '../../domain/delivery-options';
import { RING_ROAD_CITY_CODE, pointServesArea } from '../../domain/pickup-point-area';
import { TEXT } from './checkout-text';

/**
 * 'Выберите точку выдачи': the plain list of pickup points of the chosen zone, and for another city of the chosen
 * region (integrations §4: the map needs Yandex online, so the list is what always works), with a search over city,
 * street and code. Escape or 'Закрыть' closes it without a choice.
 */
export function PickupPointPicker({
  area,
  region,
  onChoose,
  onClose,
}: {
  area: AreaType | null;
  /** The region chosen at step 1 for another city, by name. */
  region: string | null;
  onChoose: (point: PickupPoint) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const cityCode = area ? RING_ROAD_CITY_CODE[area] : undefined;
  const regionFilter = cityCode === undefined ? (region ?? undefined) : undefined;
  const points = useQuery({
    queryKey: ['checkout', 'pickup-points', cityCode ?? 0, regionFilter ?? '', query.trim()],
    queryFn: () => fetchPickupPoints({ cityCode, region: regionFilter, query: query.trim() || undefined }),
    placeholderData: (previous) => previous,
  });
  // Only the points the server accepts for this area and region (the same rule decides there).
  const list = area ? (points.data ?? []).filter((p) => pointServesArea(p, area, region)) : [];

  return (
    <Box
      role="region"
      aria-labelledby="pickup-picker-heading"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p={{ base: '3', md: '4' }}
      bg="bg.subtle"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <HStack justify="space-between" mb="3" gap="2">
        <Heading as="h3" size="sm" id="pickup-picker-heading" ref={heading} tabIndex={-1}>
          {TEXT.pickPoint}
        </Heading>
        <Button size="sm" variant="outline" onClick={onClose}>
          {TEXT.closePicker}
        </Button>
      </HStack>
      <Field.Root mb="3">
        <Field.Label>{TEXT.pointSearch}</Field.Label>
        <Input value={query} onChange={(event) => setQuery(event.target.value)} bg="bg" autoComplete="off" />
      </Field.Root>
      {points.isPending ? (
        <HStack role="status" gap="2" color="fg.muted">
          <Spinner size="sm" />
          <Text>{TEXT.pointsLoading}</Text>
        </HStack>
      ) : points.isError ? (
        <Text color="fg.error">{TEXT.pointsError}</Text>
      ) : list.length === 0 ? (
        <Text color="fg.muted">{TEXT.pointsEmpty}</Text>
      ) : (
        <Stack as="ul" gap="2" maxH="80" overflowY="auto" listStyleType="none" aria-label={TEXT.pickPoint}>
          {list.map((point) => (
            <Box as="li" key={point.id} bg="bg" borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
              <HStack justify="space-between" align="start" gap="3" wrap={{ base: 'wrap', md: 'nowrap' }}>
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium">
                    {point.city}, {point.street}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {point.cdek_terms}
                  </Text>
                  {point.note ? (
                    <Text fontSize="sm" color="fg.muted">
                      {point.note}
                    </Text>
                  ) : null}
                </Stack>
                <Button
                  size="sm"
                  colorPalette="brand"
                  flexShrink={0}
                  onClick={() => onChoose(point)}
                  aria-label={`${TEXT.choosePoint}: ${point.city}, ${point.street}`}
                >
                  {TEXT.choosePoint}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
