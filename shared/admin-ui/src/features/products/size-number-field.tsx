import { Grid, NumberInput, type GridColProps } from '@mantine/core';
import type { SizeRowErrors } from '@wallart/domain';
import type { Amount, SizeRow } from './size-rows';

/** The figures of a size row: prices, stock and the dimensions a label does not state. */
export type SizeNumber = 'price' | 'labeledPrice' | 'stock' | 'width' | 'height';

/** How each kind of figure is typed: money with separators, whole prints, or a length. */
const KINDS = {
  money: { decimalScale: 2, thousandSeparator: ',' },
  count: { allowDecimal: false },
  length: { decimalScale: 2 },
} as const;

/** One required, labelled figure of a size row, in its grid column. */
export function SizeNumberField({
  field,
  label,
  kind,
  span,
  ariaLabel,
  value,
  errors,
  onChange,
}: {
  field: SizeNumber;
  label: string;
  kind: keyof typeof KINDS;
  span: GridColProps['span'];
  /** The row's own name for the field, for rows after the first. */
  ariaLabel: string | undefined;
  value: Amount;
  errors: SizeRowErrors;
  onChange: (patch: Partial<SizeRow>) => void;
}) {
  return (
    <Grid.Col span={span}>
      <NumberInput
        label={label}
        aria-label={ariaLabel}
        required
        min={0}
        {...KINDS[kind]}
        value={value}
        onChange={(v) => onChange({ [field]: v })}
        error={errors[field]}
      />
    </Grid.Col>
  );
}
