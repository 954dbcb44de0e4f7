import { Drawer } from '@mantine/core';
import type { ListView } from '@wallart/domain/rules';
import { FilterForm } from './filter-form';

interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  view: ListView;
  onApply: (next: ListView) => void;
}

/** The phone's filters: a dialog from the bottom, closed once they are applied. */
export function FilterDrawer({ opened, onClose, view, onApply }: FilterDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="bottom"
      size="auto"
      closeButtonProps={{ 'aria-label': 'Close filters' }}
    >
      <FilterForm
        layout="stack"
        view={view}
        onApply={(next) => {
          onApply(next);
          onClose();
        }}
      />
    </Drawer>
  );
}
