import { SegmentedControl, Select } from '@mantine/core';

type Choices = readonly (string | { value: string; label: string })[];

export interface FilterSwitchProps {
  /** Names the control ("Filter by status"). */
  label: string;
  data: Choices;
  value: string;
  onChange: (value: string) => void;
}

/** One filter for a list: a segmented control on wide screens, a select on phones. */
export function FilterSwitch({ label, data, value, onChange }: FilterSwitchProps) {
  return (
    <>
      <SegmentedControl
        mb="sm"
        visibleFrom="sm"
        aria-label={label}
        data={[...data]}
        value={value}
        onChange={onChange}
      />
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
