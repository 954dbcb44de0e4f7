import { Box, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CATEGORIES, type Category } from '@wallart/domain/rules';
import classes from './category-tiles.module.css';
import { ShopGrid } from '../../components/shop-grid';
import { useT } from '../../i18n/i18n';

const TILE_IMAGES: Record<Category, string> = {
  'Living Room': '/art/category-living-room.svg',
  Religious: '/art/category-religious.svg',
  Kitchen: '/art/category-kitchen.svg',
  Resturant: '/art/category-resturant.svg',
};

/** One tile per category, each opening /products/{category}. */
export function CategoryTiles() {
  const t = useT();
  return (
    <ShopGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
      {CATEGORIES.map((category) => (
        <UnstyledButton
          key={category}
          component={Link}
          to={`/products/${encodeURIComponent(category)}`}
          className={classes.tile}
        >
          <img
            src={TILE_IMAGES[category]}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            className={classes.image}
          />
          <Box className={classes.label}>
            <Text fw={600} fz="lg" ff="var(--mantine-font-family-headings)">
              {t(`category.${category}`)}
            </Text>
            <Text fz="xs" c="ink.6">
              {t('tiles.shop')}
            </Text>
          </Box>
        </UnstyledButton>
      ))}
    </ShopGrid>
  );
}
