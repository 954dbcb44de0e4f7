import { Grid, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  formatSizeDimensions,
  MIN_PRODUCT_SIZES,
  readSizeDimensions,
  SIZE_UNITS,
  type ImagePixels,
  type SizeRowErrors,
} from '@wallart/domain';
import { IconAction } from '../../components/icon-action';
import { PrintResolutionNote } from './print-resolution-note';
import { SizeNumberField, type SizeNumber } from './size-number-field';
import type { SizeRow } from './size-rows';

export interface SizeRowFieldsProps {
  row: SizeRow;
  index: number;
  count: number;
  errors: SizeRowErrors;
  pixels: ImagePixels | null;
  onChange: (patch: Partial<SizeRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One size in the editor: its label, prices, stock and dimensions, with its move and remove buttons. */
export function SizeRowFields({
  row,
  index,
  count,
  errors,
  pixels,
  onChange,
  onMove,
  onRemove,
}: SizeRowFieldsProps) {
  const n = index + 1;
  // The first row keeps SPEC's field names ("Price (LKR)", "Stock"); others say their number.
  const name = (label: string) => (n === 1 ? undefined : `Size ${n}: ${label}`);
  const read = readSizeDimensions(row.size);
  const title = row.size.trim() || 'New size';
  const figure = (
    field: SizeNumber,
    label: string,
    kind: 'money' | 'count' | 'length',
    span: { base: number; sm: number },
  ) => (
    <SizeNumberField
      field={field}
      label={label}
      kind={kind}
      span={span}
      ariaLabel={name(label)}
      value={row[field]}
      errors={errors}
      onChange={onChange}
    />
  );
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`Size ${n}`}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          Size {n} · {title}
        </Text>
        <Group gap={2} wrap="nowrap">
          <IconAction label={`Move size ${n} up`} onClick={() => onMove(-1)} disabled={index === 0}>
            <IconArrowUp size={18} />
          </IconAction>
          <IconAction
            label={`Move size ${n} down`}
            onClick={() => onMove(1)}
            disabled={index === count - 1}
          >
            <IconArrowDown size={18} />
          </IconAction>
          <IconAction
            label={`Remove size ${n}`}
            color="red"
            onClick={onRemove}
            disabled={count <= MIN_PRODUCT_SIZES}
          >
            <IconTrash size={18} />
          </IconAction>
        </Group>
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="Size"
            aria-label={name('Size')}
            required
            placeholder="12x18 in, A3, Large"
            value={row.size}
            onChange={(e) => onChange({ size: e.currentTarget.value })}
            error={errors.size}
            description={
              read ? `${formatSizeDimensions(read)}, read from the label` : 'Dimensions below'
            }
          />
        </Grid.Col>
        {figure('price', 'Price (LKR)', 'money', { base: 6, sm: 3 })}
        {figure('labeledPrice', 'Labeled price (LKR)', 'money', { base: 6, sm: 3 })}
        {figure('stock', 'Stock', 'count', { base: 12, sm: 2 })}
        {!read && (
          <>
            {figure('width', 'Width', 'length', { base: 4, sm: 3 })}
            {figure('height', 'Height', 'length', { base: 4, sm: 3 })}
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <Select
                label="Unit"
                aria-label={name('Unit')}
                required
                data={[...SIZE_UNITS]}
                value={row.unit}
                onChange={(v) => onChange({ unit: v === 'in' || v === 'cm' ? v : null })}
                error={errors.unit}
                allowDeselect={false}
              />
            </Grid.Col>
          </>
        )}
      </Grid>
      <PrintResolutionNote row={row} pixels={pixels} />
    </Paper>
  );
}
