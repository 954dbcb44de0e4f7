import { Drawer } from '@mantine/core';
import type { ListView } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { FilterForm } from './filter-form';

interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  view: ListView;
  onApply: (next: ListView) => void;
}

/** The phone's filters: a dialog from the bottom, closed once they are applied. */
export function FilterDrawer({ opened, onClose, view, onApply }: FilterDrawerProps) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('list.filters')}
      position="bottom"
      size="auto"
      closeButtonProps={{ 'aria-label': t('filters.close') }}
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
