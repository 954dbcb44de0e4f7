import type { ReactNode } from 'react';
import { Group, Radio, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { roundThemeIcon } from '../../../components/round-theme-icon';

export interface Choice<V extends string> {
  value: V;
  title: string;
  /** The line under the title. */
  note: ReactNode;
  /** What a screen reader names the card by, where the title alone is not enough. */
  name?: string;
}

const SELECTED = {
  borderColor: 'var(--mantine-color-accent-6)',
  background: 'var(--mantine-color-accent-0)',
  boxShadow: 'inset 0 0 0 1px var(--mantine-color-accent-6)',
};

/**
 * One of a checkout step's options, each a card with its title and a line under it; the chosen
 * card shows it by its border, its tint and a check, not by a screen reader's word alone.
 */
export function ChoiceCards<V extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
}) {
  return (
    <Radio.Group label={label} value={value ?? ''} onChange={(next) => onChange(next as V)}>
      <Stack gap="xs" mt="xs">
        {choices.map((choice) => {
          const selected = choice.value === value;
          return (
            <Radio.Card
              key={choice.value}
              value={choice.value}
              p="md"
              radius="sm"
              aria-label={choice.name}
              style={selected ? SELECTED : undefined}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={500}>{choice.title}</Text>
                  <Text fz="sm" c="ink.6">
                    {choice.note}
                  </Text>
                </Stack>
                <ThemeIcon
                  vars={roundThemeIcon}
                  size={24}
                  color="accent"
                  variant={selected ? 'filled' : 'default'}
                  aria-hidden="true"
                  data-testid={selected ? 'selected-check' : undefined}
                  style={selected ? undefined : { visibility: 'hidden' }}
                >
                  <IconCheck size={14} />
                </ThemeIcon>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
