import { useSearchParams } from 'react-router-dom';
import { listViewParams, readListView, type ListView } from '@wallart/domain/rules';

/**
 * The list's sort and filters, kept in the address (decision 0042) so a filtered page can be
 * shared and reloaded. Changing them goes back to the first page and keeps the search text.
 */
export function useListView(): [ListView, (next: ListView) => void] {
  const [params, setParams] = useSearchParams();
  const view = readListView((name) => params.get(name));
  const setView = (next: ListView) => {
    const nextParams = new URLSearchParams();
    const search = params.get('search');
    if (search) nextParams.set('search', search);
    for (const [name, value] of listViewParams(next)) nextParams.set(name, value);
    setParams(nextParams);
  };
  return [view, setView];
}
