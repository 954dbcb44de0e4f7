import { IconSearch } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import classes from './header-search.module.css';
import { useSearchSubmit } from './use-search-submit';

/**
 * The wide header's search box: submitting non-empty text opens /products?search={text}, as the
 * phone menu's does (SPEC §3, §8). A plain input, so the first load of every page stays light.
 */
export function HeaderSearch() {
  const { text, setText, onSubmit } = useSearchSubmit();
  const t = useT();

  return (
    <form role="search" onSubmit={onSubmit} className={classes.form}>
      <input
        type="search"
        name="search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t('header.searchHint')}
        aria-label={t('header.search')}
        className={classes.input}
      />
      <button type="submit" className={classes.button} aria-label={t('header.search')}>
        <IconSearch size={18} stroke={1.6} aria-hidden="true" />
      </button>
    </form>
  );
}
