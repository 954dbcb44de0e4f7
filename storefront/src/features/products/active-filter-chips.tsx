import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { activeFilterCount, withThousands, type ListView } from '@wallart/domain/rules';
import { useT, type Translate } from '../../i18n/i18n';
import classes from './active-filter-chips.module.css';

interface Chip {
  name: string;
  without: ListView;
}

/** One chip per filter that is on; removing it keeps the others and the sort. */
function chipsOf(view: ListView, t: Translate): Chip[] {
  const { minPrice, maxPrice, size, inStock, ...rest } = view;
  const chips: Chip[] = [];
  if (minPrice !== undefined || maxPrice !== undefined) {
    const name =
      minPrice !== undefined && maxPrice !== undefined
        ? t('filters.chipBetween', { min: withThousands(minPrice), max: withThousands(maxPrice) })
        : minPrice !== undefined
          ? t('filters.chipFrom', { price: withThousands(minPrice) })
          : t('filters.chipUpTo', { price: withThousands(maxPrice ?? 0) });
    chips.push({ name, without: { ...rest, ...(size && { size }), ...(inStock && { inStock }) } });
  }
  const prices = {
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
  };
  if (size)
    chips.push({
      name: t('filters.chipSize', { size }),
      without: { ...rest, ...prices, ...(inStock && { inStock }) },
    });
  if (inStock)
    chips.push({
      name: t('filters.inStock'),
      without: { ...rest, ...prices, ...(size && { size }) },
    });
  return chips;
}

/** The filters that are on, each a button that takes it off; with two or more, "Clear filters". */
export function ActiveFilterChips({
  view,
  onChange,
}: {
  view: ListView;
  onChange: (next: ListView) => void;
}) {
  const t = useT();
  if (activeFilterCount(view) === 0) return null;
  const chips = chipsOf(view, t);
  return (
    <Group
      component="ul"
      gap="xs"
      mb="md"
      aria-label={t('filters.chipsLabel')}
      className={classes.list}
    >
      {chips.map((chip) => (
        <li key={chip.name}>
          <Button
            size="compact-sm"
            radius="xl"
            variant="light"
            rightSection={<IconX size={14} aria-hidden="true" />}
            aria-label={t('filters.chipRemove', { name: chip.name })}
            onClick={() => onChange(chip.without)}
          >
            {chip.name}
          </Button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onChange(view.sort ? { sort: view.sort } : {})}
          >
            {t('filters.clear')}
          </Button>
        </li>
      )}
    </Group>
  );
}
