import { Card, Skeleton, Stack } from '@mantine/core';
import type { Product } from '@wallart/domain/rules';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { GRID_IMAGE_HEIGHT, ProductCard } from './product-card';
import { ShopGrid } from '../../components/shop-grid';

const GRID_COLS = { base: 2, md: 4 } as const;

/**
 * Cards in a grid. The first `eager` cards load their pictures at once and are drawn first;
 * the rest (below the fold on a phone) are drawn just after the page has painted.
 */
export function ProductGrid({ products, eager = 0 }: { products: Product[]; eager?: number }) {
  const card = (product: Product, index: number) => (
    <ProductCard key={product.productId} product={product} eager={index < eager} />
  );
  return (
    <ShopGrid cols={GRID_COLS} spacing={{ base: 'sm', md: 'lg' }} verticalSpacing="xl">
      {eager > 0 ? (
        <>
          {products.slice(0, eager).map(card)}
          <AfterFirstPaint>
            {products.slice(eager).map((p, i) => card(p, i + eager))}
          </AfterFirstPaint>
        </>
      ) : (
        products.map(card)
      )}
    </ShopGrid>
  );
}

/** Cards of the final size while the list loads, so nothing jumps. */
export function ProductGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <ShopGrid
      cols={GRID_COLS}
      spacing={{ base: 'sm', md: 'lg' }}
      verticalSpacing="xl"
      role="status"
      aria-label={label}
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} padding={0} withBorder bg="white">
          <Skeleton h={GRID_IMAGE_HEIGHT} radius={0} />
          <Stack gap={10} p="md">
            <Skeleton h={16} w="80%" />
            <Skeleton h={10} w="40%" />
            <Skeleton h={18} w="60%" />
          </Stack>
        </Card>
      ))}
    </ShopGrid>
  );
}
