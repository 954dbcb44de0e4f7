import { Text } from '@mantine/core';
import { formatLKR, isSizeInStock, type ProductSize } from '@wallart/domain/rules';
import classes from './size-picker.module.css';
import { ShopGrid } from '../../components/shop-grid';
import { useT, type Translate } from '../../i18n/i18n';
import { ApproxPrice } from '../../lib/display-currency';

/** "18x24 in — LKR 6,500.00", and "— Sold out" for a size with no stock left. */
export const sizeOptionLabel = (t: Translate, size: ProductSize) =>
  isSizeInStock(size)
    ? `${size.size} — ${formatLKR(size.price)}`
    : t('product.sizeSoldOut', { size: size.size, price: formatLKR(size.price) });

/**
 * The product page's size choice: one card per size with its own price, sold-out sizes shown
 * but not choosable. The browser's own radio buttons, each the whole of its card: the arrow
 * keys move between them, and the page's first load carries no radio component.
 */
export function SizePicker({
  sizes,
  value,
  onChange,
}: {
  sizes: readonly ProductSize[];
  value: string;
  onChange: (size: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{t('product.size')}</legend>
      <ShopGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
        {sizes.map((size) => {
          const soldOut = !isSizeInStock(size);
          const checked = value === size.size;
          return (
            <label
              key={size.size}
              className={classes.card}
              data-checked={checked || undefined}
              data-disabled={soldOut || undefined}
            >
              <input
                type="radio"
                name="size"
                value={size.size}
                checked={checked}
                disabled={soldOut}
                onChange={() => onChange(size.size)}
                aria-label={sizeOptionLabel(t, size)}
                className={classes.input}
              />
              <span className={classes.body}>
                <span className={classes.top}>
                  <Text span fw={500} fz="sm">
                    {size.size}
                  </Text>
                  <span className={classes.mark} />
                </span>
                <Text span fz="sm" className="shop-price" td={soldOut ? 'line-through' : undefined}>
                  {formatLKR(size.price)}
                </Text>
                {!soldOut && <ApproxPrice amount={size.price} />}
                {soldOut && (
                  <Text span fz="xs" c="red.9">
                    {t('product.soldOut')}
                  </Text>
                )}
              </span>
            </label>
          );
        })}
      </ShopGrid>
    </fieldset>
  );
}
