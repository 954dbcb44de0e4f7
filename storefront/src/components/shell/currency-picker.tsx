import { useT } from '../../i18n/i18n';
import { useDisplayCurrency } from '../../lib/display-currency';
import classes from './currency-picker.module.css';

/**
 * The header's display currency (PRODUCT §12): LKR or one staff listed. Prices stay in LKR and
 * gain "≈ USD 81.67" beside them; nothing to pick while LKR is the only one listed. On a
 * phone the header has no room for it: the menu holds it there.
 */
export function CurrencyPicker({ place }: { place: 'header' | 'menu' }) {
  const t = useT();
  const { list, chosen, choose } = useDisplayCurrency();
  if (list.length < 2) return null;
  return (
    <select
      className={`${classes.picker} ${place === 'header' ? classes.inHeader : classes.inMenu}`}
      aria-label={t('header.currency')}
      value={chosen.code}
      onChange={(event) => choose(event.currentTarget.value)}
    >
      {list.map(({ code }) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
