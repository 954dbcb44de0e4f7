import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, TextInput } from '@mantine/core';
import { ShopSelect } from '../../components/shop-select';
import { IconSearch } from '@tabler/icons-react';
import { CATEGORY_FILTERS, isCategory } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import classes from './product-list.module.css';

interface ListSearchBarProps {
  /** The search now shown, from the address. */
  search: string;
  /** The category the dropdown shows ("All" while a search is shown). */
  category: string;
  onSearch: (text: string) => void;
  onCategory: (category: string) => void;
  onReset: () => void;
  /** The sort picker, beside the category on a phone. */
  sort: ReactNode;
}

/**
 * SPEC's category dropdown and search box with Search and Reset, and the sort: one row on a
 * wide screen; on a phone the search on one line, the category and sort side by side under it,
 * so the prints start high up.
 */
export function ListSearchBar({
  search,
  category,
  onSearch,
  onCategory,
  onReset,
  sort,
}: ListSearchBarProps) {
  const t = useT();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    // A search from the header or the back button replaces what is in the box.
    setShownSearch(search);
    setText(search);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(query);
  };

  return (
    <Box className={classes.bar}>
      {/* The phone's own picker, and no dropdown code before the list's first paint. */}
      <ShopSelect
        label={t('list.category')}
        data={CATEGORY_FILTERS.map((value) => ({
          value,
          label: isCategory(value) ? t(`category.${value}`) : t('list.allCategories'),
        }))}
        value={category}
        onChange={(event) => onCategory(event.currentTarget.value)}
        className={classes.categorySelect}
      />
      <form onSubmit={submit} role="search" className={classes.searchForm}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchHint')}
          description={t('list.searchNote')}
          classNames={{ description: classes.wideOnly }}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          className={classes.searchInput}
        />
        <Button type="submit">{t('list.search')}</Button>
        <Button
          type="button"
          variant="default"
          onClick={() => {
            setText('');
            onReset();
          }}
        >
          {t('list.reset')}
        </Button>
      </form>
      <div className={classes.sort}>{sort}</div>
    </Box>
  );
}
