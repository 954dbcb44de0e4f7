import { useId, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useT } from '../i18n/i18n';
import { MAX_LINE_QUANTITY } from '@wallart/domain/rules';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the buttons and the group ("Increase quantity of …"); without it they say "quantity". */
  itemName?: string;
  /** Shows "Quantity" as a visible label above the stepper (the product page). */
  withLabel?: boolean;
  min?: number;
  /** The most that can be ordered: the stock when it is known, else the shop's line limit. */
  max?: number;
}

const FIELD = {
  width: 56,
  height: 44,
  textAlign: 'center',
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-md)',
  color: 'inherit',
  background: 'var(--mantine-color-white)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-default)',
} as const;

/** Whole numbers only; anything else is not a quantity (yet). */
const parse = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * How many of a print: a number field between a − and a + button, each a 44 px tap target
 * with its own label. The field reads like any text field to a screen reader, says its
 * bounds, and takes typing and the arrow keys; a number out of bounds is put back on leaving.
 */
export function QuantityStepper({
  value,
  onChange,
  itemName,
  withLabel = false,
  min = 1,
  max = MAX_LINE_QUANTITY,
}: QuantityStepperProps) {
  const id = useId();
  const top = Math.max(min, max);
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // A change from outside (a button, another tab) replaces what is in the field.
    setShown(value);
    setText(String(value));
  }
  const t = useT();
  const name = itemName ?? '';

  const commit = (next: number) => {
    const clamped = Math.min(top, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
    // Shows the quantity as it stands; an accepted change arrives as the new `value`.
    setText(String(value));
  };
  const onType = (next: string) => {
    setText(next);
    const parsed = parse(next);
    if (parsed !== null && parsed >= min && parsed <= top && parsed !== value) onChange(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      commit(value + (event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  const stepper = (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={itemName ? t('quantity.of', { name }) : undefined}
    >
      <ActionIcon
        variant="default"
        size={44}
        onClick={() => commit(value - 1)}
        disabled={value <= min}
        aria-label={itemName ? t('quantity.decreaseOf', { name }) : t('quantity.decrease')}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <input
        id={id}
        aria-label={withLabel ? undefined : t('quantity.label')}
        aria-describedby={`${id}-bounds`}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => onType(event.currentTarget.value)}
        onBlur={() => commit(parse(text) ?? value)}
        onKeyDown={onKeyDown}
        style={FIELD}
      />
      <span id={`${id}-bounds`} hidden>
        {`From ${min} to ${top}`}
      </span>
      <ActionIcon
        variant="default"
        size={44}
        onClick={() => commit(value + 1)}
        disabled={value >= top}
        aria-label={itemName ? t('quantity.increaseOf', { name }) : t('quantity.increase')}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );

  if (!withLabel) return stepper;
  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={id} fw={500} fz="sm">
        {t('quantity.label')}
      </Text>
      {stepper}
    </Stack>
  );
}
