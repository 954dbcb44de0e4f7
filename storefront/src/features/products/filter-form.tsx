import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ShopSelect } from '../../components/shop-select';
import { PRINT_SIZES, activeFilterCount, type ListView } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import classes from './filter-form.module.css';

const ANY_SIZE = '';

interface FilterFormProps {
  view: ListView;
  onApply: (next: ListView) => void;
  /** In a row beside each other (a desktop), or one under another (the phone's drawer). */
  layout: 'row' | 'stack';
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));

function readPrice(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * The price range, size and in-stock filters. Applied together on "Apply filters", so typing
 * a price asks the shop nothing until the shopper is done; the sort is kept.
 */
export function FilterForm({ view, onApply, layout }: FilterFormProps) {
  const t = useT();
  const [min, setMin] = useState(priceText(view.minPrice));
  const [max, setMax] = useState(priceText(view.maxPrice));
  const [size, setSize] = useState(view.size ?? ANY_SIZE);
  const [inStock, setInStock] = useState(view.inStock === true);
  const [error, setError] = useState<{ min?: string; max?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = readPrice(min);
    const maxPrice = readPrice(max);
    if (minPrice === null || maxPrice === null) {
      setError({
        ...(minPrice === null && { min: t('filters.priceInvalid') }),
        ...(maxPrice === null && { max: t('filters.priceInvalid') }),
      });
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError({ min: t('filters.priceOrder') });
      return;
    }
    setError({});
    onApply({
      ...(view.sort && { sort: view.sort }),
      ...(minPrice !== undefined && { minPrice }),
      ...(maxPrice !== undefined && { maxPrice }),
      ...(size && { size }),
      ...(inStock && { inStock: true as const }),
    });
  };

  const onClear = () => {
    setMin('');
    setMax('');
    setSize(ANY_SIZE);
    setInStock(false);
    setError({});
    onApply(view.sort ? { sort: view.sort } : {});
  };

  const row = layout === 'row';
  const Fields = row ? Group : Stack;
  return (
    <form onSubmit={onSubmit} aria-label={t('list.filters')} noValidate>
      <Fields gap="md" align={row ? 'flex-end' : 'stretch'} wrap="wrap">
        <TextInput
          label={t('filters.minPrice')}
          type="number"
          inputMode="numeric"
          min={0}
          value={min}
          onChange={(e) => setMin(e.currentTarget.value)}
          error={error.min}
          w={row ? 170 : undefined}
        />
        <TextInput
          label={t('filters.maxPrice')}
          type="number"
          inputMode="numeric"
          min={0}
          value={max}
          onChange={(e) => setMax(e.currentTarget.value)}
          error={error.max}
          w={row ? 170 : undefined}
        />
        <ShopSelect
          label={t('filters.size')}
          data={[{ value: ANY_SIZE, label: t('filters.anySize') }, ...PRINT_SIZES]}
          value={size}
          onChange={(e) => setSize(e.currentTarget.value)}
          w={row ? 160 : undefined}
        />
        {/* The browser's own checkbox: Mantine's would add about 3 KB to the list's first load. */}
        <label className={classes.check}>
          <input
            type="checkbox"
            checked={inStock}
            onChange={(e) => setInStock(e.currentTarget.checked)}
          />
          {t('filters.inStock')}
        </label>
        <Group gap="sm" wrap="nowrap">
          <Button type="submit">{t('filters.apply')}</Button>
          {activeFilterCount(view) > 0 && (
            <Button type="button" variant="default" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          )}
        </Group>
      </Fields>
    </form>
  );
}
