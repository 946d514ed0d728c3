import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchCheckoutBasics } from '../../api/checkout';
import { AREA_TYPE } from '../../domain/constants';
import type { AreaType } from '../../domain/delivery-options';
import { ChoiceGroup } from './choice-group';
import { TEXT } from './checkout-text';

/** The areas when `basic` has not answered (product §3 area types). */
const DEFAULT_AREAS: { area: AreaType; title: string }[] = [
  { area: AREA_TYPE.MOSCOW, title: 'Москва (в пределах МКАД)' },
  { area: AREA_TYPE.SPB, title: 'Санкт-Петербург (в пределах КАД)' },
  { area: AREA_TYPE.OTHER, title: 'Другой город' },
];

export function useCheckoutBasics() {
  return useQuery({ queryKey: ['checkout', 'basic'], queryFn: fetchCheckoutBasics, staleTime: Infinity });
}

/** Step 1: Moscow, St Petersburg, or another city with its region (product §4: 'other' needs a chosen zone). */
export function ZoneStep({
  area,
  regionZoneId,
  busy,
  onArea,
  onRegion,
}: {
  area: AreaType | null;
  regionZoneId: number | null;
  busy: boolean;
  onArea: (area: AreaType) => void;
  onRegion: (zoneId: number) => void;
}) {
  const basics = useCheckoutBasics();
  const areas = basics.data?.areas.length ? basics.data.areas : DEFAULT_AREAS;
  return (
    <Stack gap="4">
      <ChoiceGroup
        label={TEXT.stepTitles[0]}
        choices={areas.map((a) => ({ value: a.area, label: a.title }))}
        value={area}
        disabled={busy}
        onChange={(value) => onArea(value as AreaType)}
      />
      {area === AREA_TYPE.OTHER ? (
        <Field.Root maxW="md" disabled={busy}>
          <Field.Label>{TEXT.region}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={regionZoneId ? String(regionZoneId) : ''}
              onChange={(event) => {
                const zoneId = Number(event.target.value);
                if (zoneId > 0) onRegion(zoneId);
              }}
            >
              <option value="">{TEXT.regionPlaceholder}</option>
              {(basics.data?.regions ?? []).map((region) => (
                <option key={region.zone_id} value={region.zone_id}>
                  {region.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
    </Stack>
  );
}
