import { SegmentedControl, Select, Stack, Text } from '@mantine/core';

type Choices = readonly (string | { value: string; label: string })[];

export interface FilterSwitchProps {
  /** Names the control ("Filter by status"). */
  label: string;
  data: Choices;
  value: string;
  onChange: (value: string) => void;
  /** Shows the label above the control too (where several filters stand side by side). */
  showLabel?: boolean;
}

/** One filter for a list: a segmented control on wide screens, a select on phones. */
export function FilterSwitch({ label, data, value, onChange, showLabel }: FilterSwitchProps) {
  const segments = (
    <SegmentedControl
      mb="sm"
      visibleFrom="sm"
      aria-label={label}
      data={[...data]}
      value={value}
      onChange={onChange}
    />
  );
  return (
    <>
      {showLabel ? (
        <Stack gap={4} visibleFrom="sm">
          <Text size="sm" fw={500} aria-hidden>
            {label}
          </Text>
          {segments}
        </Stack>
      ) : (
        segments
      )}
      <Select
        mb="sm"
        hiddenFrom="sm"
        label={label}
        data={[...data]}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
      />
    </>
  );
}
