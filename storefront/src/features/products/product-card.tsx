import { ActionIcon, Anchor, Badge, Box, Card, Stack } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_PRINT_SIZE,
  isSizeInStock,
  isSoldOut,
  priceLabel,
  type Product,
} from '@wallart/domain/rules';
import { ArtImage } from '../../components/art-image';
import { Price } from '../../components/price';
import { addProductToCart } from '../../lib/cart-store';
import { useT, type Translate } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { WishlistHeart } from '../wishlist';
import classes from './product-card.module.css';

export const GRID_IMAGE_HEIGHT = 220;

/** Adds one print in its first size in stock, at that size's price, and says so (SPEC §2). */
export function quickAdd(product: Product, t: Translate) {
  const size = (product.sizes.find(isSizeInStock) ?? product.sizes[0])?.size;
  const outcome = addProductToCart(product, size ?? DEFAULT_PRINT_SIZE, 1);
  if (outcome === 'added') toast.success(t('toast.added'));
  else if (outcome === 'unavailable') toast.error(t('toast.unavailable'));
  else toast.error(t('toast.updateFailed'));
}

/**
 * A photograph-first card: the picture, then name and price quietly below. The product code
 * stays off the card, and a print sold out in every size says so and cannot be added
 * (PRODUCT §16).
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const href = `/overview/${encodeURIComponent(product.productId)}`;
  const soldOut = isSoldOut(product);
  const t = useT();
  return (
    <Card padding={0} radius="sm" bg="white" withBorder className={classes.card}>
      <Box pos="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ArtImage src={product.images[0]} alt="" height={GRID_IMAGE_HEIGHT} eager={eager} />
        </Link>
        {soldOut && (
          <Badge color="ink" variant="filled" radius="sm" className={classes.soldOut}>
            {t('card.soldOut')}
          </Badge>
        )}
        <ActionIcon
          variant="white"
          color="ink"
          size={44}
          radius="xl"
          className={classes.add}
          aria-label={t('card.add', { name: product.name })}
          title={soldOut ? t('card.soldOut') : t('card.addTitle')}
          disabled={soldOut}
          onClick={() => quickAdd(product, t)}
        >
          <IconShoppingBagPlus size={20} stroke={1.6} />
        </ActionIcon>
        <WishlistHeart product={product} className={classes.heart} />
      </Box>
      <Stack gap={4} className={classes.body}>
        <Anchor component={Link} to={href} c="ink.9" fw={500} lineClamp={2} underline="hover">
          {product.name}
        </Anchor>
        <Box mt={4}>
          <Price
            price={product.price}
            labeledPrice={product.labeledPrice}
            size="sm"
            label={
              product.sizes.length > 0
                ? priceLabel(product.sizes, (price) => t('card.from', { price }))
                : undefined
            }
          />
        </Box>
      </Stack>
    </Card>
  );
}
