import { Suspense, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconRotateClockwise2, IconShoppingBagPlus, IconTruckDelivery } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import {
  MAX_LINE_QUANTITY,
  discountPercent,
  isSizeInStock,
  isSoldOut,
  policyAmountLabel,
  type Product,
} from '@wallart/domain/rules';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { Price } from '../../components/price';
import { QuantityStepper } from '../../components/quantity-stepper';
import { Section } from '../../components/section';
import { useT } from '../../i18n/i18n';
import { addProductToCart } from '../../lib/cart-store';
import { useShopConfig } from '../../lib/shared-queries';
import { usePageMeta } from '../../lib/page-meta';
import { toast } from '../../lib/toast';
import { ViewOnWallButton } from '../wall-preview';
import { ProductGallery } from './product-gallery';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useProduct, useRecommendedProducts } from './products.queries';
import { DigitalNote } from './digital-note';
import { SizePicker } from './size-picker';
import { BackInStockForm, WishlistHeart } from '../wishlist';
import { ProductRating, ProductReviews } from '../reviews';
import classes from './product-detail-page.module.css';

export function ProductDetailPage() {
  const { productId = '' } = useParams();
  const { data: product, isPending, isError } = useProduct(productId);
  const t = useT();

  usePageMeta(
    product ? product.name : t(isError ? 'product.notFound' : 'product.loading'),
    product
      ? t('product.description', {
          name: product.name,
          category: t(`category.${product.category}`),
          description: product.description,
        }).slice(0, 160)
      : t('product.descriptionNone'),
  );

  if (isPending) return <DetailSkeleton />;
  if (isError) {
    return (
      <Container size="sm" py={96}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1}>{t('product.notFound')}</Title>
          <Text c="ink.6">{t('product.notFoundText')}</Text>
          <Button component={Link} to="/products">
            {t('product.browse')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <>
      <Container className={classes.page}>
        <div className={classes.layout}>
          <div className={classes.gallery}>
            <ProductGallery images={product.images} name={product.name} />
          </div>
          <div className={classes.summary}>
            <ProductSummary key={product.productId} product={product} />
          </div>
        </div>
      </Container>
      <AfterFirstPaint placeholder={<Box mih={400} />}>
        <Section title={t('product.reviews')} id="reviews">
          <Suspense fallback={null}>
            <ProductReviews productId={product.productId} />
          </Suspense>
        </Section>
        <Section title={t('product.alsoLike')}>
          <Recommended productId={product.productId} />
        </Section>
      </AfterFirstPaint>
    </>
  );
}

/** The size a visit starts on: the first one in stock, else the first. */
const firstChoice = (product: Product) =>
  (product.sizes.find(isSizeInStock) ?? product.sizes[0])?.size ?? '';

function ProductSummary({ product }: { product: Product }) {
  const [chosen, setSize] = useState(() => firstChoice(product));
  const [quantity, setQuantity] = useState(1);
  const t = useT();
  // The shipping and returns lines quote the shop's settings (PRODUCT §16).
  const policy = useShopConfig().data;
  // A product refreshed from the server may have lost the chosen size; fall back to the first.
  const size = product.sizes.find((entry) => entry.size === chosen) ?? product.sizes[0];
  const price = size?.price ?? product.price;
  const labeledPrice = size?.labeledPrice ?? product.labeledPrice;
  const stock = size?.stock ?? product.stock;
  const discount = discountPercent(price, labeledPrice);
  // A digital tier's stock is null: no limit.
  const inStock = stock === null || stock > 0;
  const soldOut = isSoldOut(product);
  const digital = product.kind === 'digital';

  const onSize = (next: string) => {
    setSize(next);
    const nextStock = product.sizes.find((entry) => entry.size === next)?.stock ?? null;
    if (nextStock !== null && nextStock > 0 && quantity > nextStock) setQuantity(nextStock);
  };

  const onAdd = () => {
    const outcome = addProductToCart(product, size?.size ?? '', quantity);
    if (outcome === 'added') toast.success(t('product.added', { quantity }));
    else if (outcome === 'unavailable') toast.error(t('toast.unavailable'));
    else toast.error(t('toast.updateFailed'));
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fz="xs" c="ink.5" tt="uppercase" style={{ letterSpacing: '0.1em' }}>
          {t(`category.${product.category}`)} · {product.productId}
        </Text>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={1} lh={1.1} className={classes.title} style={{ flex: 1 }}>
            {product.name}
          </Title>
          <WishlistHeart product={product} variant="default" />
        </Group>
        {product.altNames.length > 0 && (
          <Text fz="sm" c="ink.6">
            {t('product.alsoKnown', { names: product.altNames.join(', ') })}
          </Text>
        )}
        <Suspense fallback={<Box h={22} mt={4} />}>
          <ProductRating productId={product.productId} />
        </Suspense>
      </Stack>

      <Group gap="sm" align="center">
        <Price price={price} labeledPrice={labeledPrice} size="xl" />
        {discount !== null && (
          <Badge color="accent" variant="filled" size="lg">
            {t('product.off', { percent: discount })}
          </Badge>
        )}
      </Group>

      {product.description && (
        <Text c="ink.7" lh={1.7}>
          {product.description}
        </Text>
      )}

      <Divider />

      {product.sizes.length > 1 ? (
        <SizePicker sizes={product.sizes} value={size?.size ?? ''} onChange={onSize} />
      ) : (
        <Text fz="sm">
          <Text span fw={500}>
            {t('product.size')}
          </Text>{' '}
          {size?.size}
        </Text>
      )}

      <ViewOnWallButton
        name={product.name}
        image={product.images[0]}
        sizes={product.sizes}
        size={size?.size}
      />

      <Group align="flex-end" gap="md" wrap="wrap">
        <QuantityStepper
          withLabel
          value={quantity}
          onChange={setQuantity}
          max={Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)}
        />
        <Button
          onClick={onAdd}
          disabled={!inStock}
          leftSection={<IconShoppingBagPlus size={20} />}
          style={{ flex: '1 1 180px' }}
          h={44}
        >
          {t('product.addToCart')}
        </Button>
      </Group>
      {digital ? (
        <DigitalNote width={size?.width} height={size?.height} />
      ) : (
        <Text fz="sm" c={inStock ? 'teal.9' : 'red.9'} role="status">
          {t(inStock ? 'product.inStock' : soldOut ? 'product.soldOut' : 'product.outOfStock')}
        </Text>
      )}
      {!product.sizes.every(isSizeInStock) && (
        <Suspense fallback={null}>
          <BackInStockForm product={product} chosenSize={size?.size} />
        </Suspense>
      )}

      <Stack
        gap="xs"
        p="md"
        bg="white"
        style={{ borderRadius: 4, border: '1px solid var(--mantine-color-ink-1)' }}
        hidden={digital}
        data-testid="parcel-promises"
      >
        <Group gap="sm" wrap="nowrap">
          <IconTruckDelivery size={20} aria-hidden="true" color="var(--mantine-color-accent-7)" />
          <Text fz="sm">
            {policy
              ? t('product.freeShipping', {
                  amount: policyAmountLabel(policy.freeShippingThreshold),
                })
              : '\u00a0'}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <IconRotateClockwise2
            size={20}
            aria-hidden="true"
            color="var(--mantine-color-accent-7)"
          />
          <Text fz="sm">
            {policy ? t('product.returns', { days: policy.returnDays }) : '\u00a0'}
          </Text>
        </Group>
      </Stack>
    </Stack>
  );
}

function Recommended({ productId }: { productId: string }) {
  const { data, isPending, isError } = useRecommendedProducts(productId);
  const t = useT();
  if (isPending) return <ProductGridSkeleton count={4} label={t('product.loadingRecommended')} />;
  const items = isError ? [] : data;
  if (items.length === 0) {
    return (
      <Text c="ink.6" py="lg">
        {t('product.noRecommended')}
      </Text>
    );
  }
  return <ProductGrid products={items.slice(0, 4)} />;
}

function DetailSkeleton() {
  const t = useT();
  return (
    <Container className={classes.page}>
      <div className={classes.layout} role="status" aria-label={t('product.loading')}>
        <div className={classes.gallery}>
          <Skeleton style={{ aspectRatio: '4 / 3' }} />
        </div>
        <div className={classes.summary}>
          <Stack gap="md">
            <Skeleton h={12} w="40%" />
            <Skeleton h={44} w="90%" />
            <Skeleton h={20} w="30%" />
            <Skeleton h={28} w="50%" />
            <Skeleton h={80} />
            <Skeleton h={44} />
            <Skeleton h={44} />
          </Stack>
        </div>
      </div>
      <Box h={200} />
    </Container>
  );
}
