import type { ReactNode } from 'react';
import { Radio, Stack, Text } from '@mantine/core';

export interface Choice<V extends string> {
  value: V;
  title: string;
  /** The line under the title. */
  note: ReactNode;
  /** What a screen reader names the card by, where the title alone is not enough. */
  name?: string;
}

/** One of a checkout step's options, each a card with its title and a line under it. */
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
        {choices.map((choice) => (
          <Radio.Card
            key={choice.value}
            value={choice.value}
            p="md"
            radius="sm"
            aria-label={choice.name}
          >
            <Stack gap={2}>
              <Text fw={500}>{choice.title}</Text>
              <Text fz="sm" c="ink.6">
                {choice.note}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
