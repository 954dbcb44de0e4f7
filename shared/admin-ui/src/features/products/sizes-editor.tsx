import { useRef } from 'react';
import {
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  DEFAULT_PRINT_SIZE,
  formatSizeDimensions,
  MAX_PRODUCT_SIZES,
  MIN_PRODUCT_SIZES,
  readSizeDimensions,
  SIZE_UNITS,
  type Product,
  type ProductSizeInput,
  type SizeRowErrors,
  type SizeRowsValidation,
  type SizeUnit,
} from '@wallart/domain';
import { IconAction } from '../../components/icon-action';

type Amount = number | string;

/** One size as staff type it: figures stay text until they parse. */
export interface SizeRow {
  /** Keeps a row's inputs its own while rows move. */
  key: string;
  size: string;
  price: Amount;
  labeledPrice: Amount;
  stock: Amount;
  width: Amount;
  height: Amount;
  unit: SizeUnit | null;
}

let nextKey = 0;
const newKey = () => `size-${(nextKey += 1)}`;

const blankRow = (size = ''): SizeRow => ({
  key: newKey(),
  size,
  price: '',
  labeledPrice: '',
  stock: '',
  width: '',
  height: '',
  unit: null,
});

/** The product's sizes as rows; a new product starts with one row named by the first default size. */
export function sizeRowsOf(product?: Product): SizeRow[] {
  if (!product || product.sizes.length === 0) {
    return [
      {
        ...blankRow(DEFAULT_PRINT_SIZE),
        price: product?.price ?? '',
        labeledPrice: product?.labeledPrice ?? '',
        stock: product?.stock ?? '',
      },
    ];
  }
  return product.sizes.map((s) => ({
    key: newKey(),
    size: s.size,
    price: s.price,
    labeledPrice: s.labeledPrice,
    stock: s.stock,
    width: s.width,
    height: s.height,
    unit: s.unit,
  }));
}

/** Width, height and unit are typed only where the label does not say them ("Large"). */
export const needsDimensions = (row: Pick<SizeRow, 'size'>) =>
  readSizeDimensions(row.size) === null;

const toNumber = (value: Amount) => (value === '' ? undefined : Number(value));

/** A row as the API takes it; dimensions only where the label does not state them. */
export function toSizeInput(row: SizeRow): ProductSizeInput {
  const base = {
    size: row.size,
    price: toNumber(row.price),
    labeledPrice: toNumber(row.labeledPrice),
    stock: toNumber(row.stock),
  };
  if (!needsDimensions(row)) return base as ProductSizeInput;
  // Left undefined, the schema names each missing figure in its own message.
  return {
    ...base,
    width: toNumber(row.width),
    height: toNumber(row.height),
    unit: row.unit ?? undefined,
  } as ProductSizeInput;
}

export interface SizesEditorProps {
  rows: SizeRow[];
  onChange: (rows: SizeRow[]) => void;
  /** The domain's messages per row and field, once staff tried to save. */
  validation: SizeRowsValidation | null;
}

/**
 * A product's sizes (PRODUCT §7): 1–6 rows of label, price, labeled price and stock, in the
 * order shoppers see them; added, removed and moved with labelled buttons.
 */
export function SizesEditor({ rows, onChange, validation }: SizesEditorProps) {
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

interface SizeRowFieldsProps {
  row: SizeRow;
  index: number;
  count: number;
  errors: SizeRowErrors;
  onChange: (patch: Partial<SizeRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function SizeRowFields({
  row,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: SizeRowFieldsProps) {
  const n = index + 1;
  // The first row keeps SPEC's field names ("Price (LKR)", "Stock"); others say their number.
  const name = (label: string) => (n === 1 ? undefined : `Size ${n}: ${label}`);
  const read = readSizeDimensions(row.size);
  const title = row.size.trim() || 'New size';
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
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label="Price (LKR)"
            aria-label={name('Price (LKR)')}
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={row.price}
            onChange={(v) => onChange({ price: v })}
            error={errors.price}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label="Labeled price (LKR)"
            aria-label={name('Labeled price (LKR)')}
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={row.labeledPrice}
            onChange={(v) => onChange({ labeledPrice: v })}
            error={errors.labeledPrice}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <NumberInput
            label="Stock"
            aria-label={name('Stock')}
            required
            min={0}
            allowDecimal={false}
            value={row.stock}
            onChange={(v) => onChange({ stock: v })}
            error={errors.stock}
          />
        </Grid.Col>
        {!read && (
          <>
            <Grid.Col span={{ base: 4, sm: 3 }}>
              <NumberInput
                label="Width"
                aria-label={name('Width')}
                required
                min={0}
                decimalScale={2}
                value={row.width}
                onChange={(v) => onChange({ width: v })}
                error={errors.width}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 3 }}>
              <NumberInput
                label="Height"
                aria-label={name('Height')}
                required
                min={0}
                decimalScale={2}
                value={row.height}
                onChange={(v) => onChange({ height: v })}
                error={errors.height}
              />
            </Grid.Col>
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
    </Paper>
  );
}
