import { useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  MAX_PRODUCT_SIZES,
  MIN_PRODUCT_SIZES,
  type ImagePixels,
  type SizeRowsValidation,
} from '@wallart/domain';
import { SizeRowFields } from './size-row-fields';
import { blankRow, type SizeRow } from './size-rows';

export { needsDimensions, sizeRowsOf, toSizeInput, type SizeRow } from './size-rows';

export interface SizesEditorProps {
  rows: SizeRow[];
  onChange: (rows: SizeRow[]) => void;
  /** The domain's messages per row and field, once staff tried to save. */
  validation: SizeRowsValidation | null;
  /** The artwork's pixel size, when known: each row then says the DPI it prints at. */
  pixels?: ImagePixels | null;
}

/**
 * A product's sizes (PRODUCT §7): 1–6 rows of label, price, labeled price and stock, in the
 * order shoppers see them; added, removed and moved with labelled buttons.
 */
export function SizesEditor({ rows, onChange, validation, pixels = null }: SizesEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const update = (index: number, patch: Partial<SizeRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange(next);
    // Keyboard first: the focus goes with the moved row, to the same button where it can.
    const to = index + by + 1;
    const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    setTimeout(() => {
      const button = (direction: string) =>
        box.current?.querySelector<HTMLButtonElement>(
          `button[aria-label="Move size ${to} ${direction}"]:not(:disabled)`,
        );
      (button(same) ?? button(other))?.focus();
    }, 0);
  };
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const add = () => onChange([...rows, blankRow()]);

  const totalStock = rows.reduce((sum, r) => sum + (Number(r.stock) || 0), 0);

  return (
    <Stack ref={box} gap="sm" role="group" aria-labelledby="sizes-heading">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h5" id="sizes-heading">
            Sizes
          </Title>
          <Text size="xs" c="dimmed">
            Each size has its own price and stock, shown to shoppers in this order; an order that
            names no size means the first. {MIN_PRODUCT_SIZES}–{MAX_PRODUCT_SIZES} sizes.
          </Text>
        </div>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          Total stock: {totalStock}
        </Text>
      </Group>
      {rows.map((row, index) => (
        <SizeRowFields
          key={row.key}
          row={row}
          index={index}
          count={rows.length}
          errors={validation?.rows[index] ?? {}}
          pixels={pixels}
          onChange={(patch) => update(index, patch)}
          onMove={(by) => move(index, by)}
          onRemove={() => remove(index)}
        />
      ))}
      {validation?.list && (
        <Text size="sm" c="red" role="alert">
          {validation.list}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          disabled={rows.length >= MAX_PRODUCT_SIZES}
        >
          Add size
        </Button>
        {rows.length >= MAX_PRODUCT_SIZES && (
          <Text size="xs" c="dimmed">
            A product has at most {MAX_PRODUCT_SIZES} sizes.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
