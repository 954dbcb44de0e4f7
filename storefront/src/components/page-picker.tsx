import { lazy, Suspense } from 'react';
import type { PagePickerProps } from './page-picker-control';

// Below the list, so not in its first load: the server draws it, and the browser takes it
// over once its code has come.
const PagePickerControl = lazy(() =>
  import('./page-picker-control').then((m) => ({ default: m.PagePickerControl })),
);

/** Pages of a list, kept in the address's `?page=` so a page can be linked and reloaded. */
export function PagePicker(props: PagePickerProps) {
  return (
    <Suspense fallback={null}>
      <PagePickerControl {...props} />
    </Suspense>
  );
}
