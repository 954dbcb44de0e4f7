import { useMemo } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { countryOptions } from '@wallart/domain';
import { useUrlFilter } from '../../components/use-url-filter';

const isDay = (value: string): value is string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const isCountryCode = (value: string): value is string => /^[A-Z]{2}$/.test(value);

/** The orders list's day range and destination, kept in the address like its other filters. */
export function usePlacedFilters() {
  const [from, setFrom] = useUrlFilter('from', isDay);
  const [to, setTo] = useUrlFilter('to', isDay);
  const [country, setCountry] = useUrlFilter('country', isCountryCode);
  return { from, to, country, setFrom, setTo, setCountry };
}
export type PlacedFilters = ReturnType<typeof usePlacedFilters>;

/** Search, placed from / to (days, inclusive) and the country shipped to, above the table. */
export function OrderListToolbar({
  searchText,
  onSearch,
  filters,
}: {
  searchText: string;
  onSearch: (text: string) => void;
  filters: PlacedFilters;
}) {
  const countries = useMemo(
    () => countryOptions().map(({ code, name }) => ({ value: code, label: name })),
    [],
  );
  return (
    <Group mb="sm" align="flex-end" gap="sm">
      <TextInput
        label="Search orders"
        placeholder="Order number, name or e-mail"
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={280}
      />
      <DayField
        label="Placed from"
        value={filters.from}
        max={filters.to}
        onChange={filters.setFrom}
      />
      <DayField label="Placed to" value={filters.to} min={filters.from} onChange={filters.setTo} />
      <Select
        label="Country"
        placeholder="All countries"
        data={countries}
        value={filters.country}
        onChange={filters.setCountry}
        searchable
        clearable
        nothingFoundMessage="No country found"
        comboboxProps={{ withinPortal: true }}
        w={200}
      />
    </Group>
  );
}

/** A day picked with the browser's own date field; empty means no bound. */
function DayField(props: {
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  onChange: (day: string | null) => void;
}) {
  return (
    <TextInput
      label={props.label}
      type="date"
      value={props.value ?? ''}
      min={props.min ?? undefined}
      max={props.max ?? undefined}
      onChange={(e) => props.onChange(e.currentTarget.value || null)}
      w={160}
    />
  );
}
