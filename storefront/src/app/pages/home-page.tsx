import { lazy, Suspense } from 'react';
import { Box, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND } from '@wallart/domain';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { Section } from '../../components/section';
import { CategoryTiles } from '../../features/products/category-tiles';
import { HeroCarousel } from '../../features/products/hero-carousel';
import { ProductFeed } from '../../features/products/product-feed';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';

// Near the page's end, so not in its first load: the server draws them, and the browser takes
// them over once their code has come (Why Choose Us brings the owner's Markdown renderer).
const CustomArtForm = lazy(() =>
  import('../../features/inbox/custom-art-form').then((m) => ({ default: m.CustomArtForm })),
);
const WhyChooseUs = lazy(() =>
  import('../../features/info/why-choose-us').then((m) => ({ default: m.WhyChooseUs })),
);

/** The home page, composed from the products, inbox and info features. */
export function HomePage() {
  const t = useT();
  usePageMeta(BRAND.name, t('home.description'));
  return (
    <>
      <HeroCarousel />
      <Section title={t('home.categories')} subtitle={t('home.categoriesText')}>
        <CategoryTiles />
      </Section>
      <AfterFirstPaint placeholder={<Box mih={2400} />}>
        <Section
          title={t('home.trending')}
          subtitle={t('home.trendingText')}
          action={
            <Button component={Link} to="/products" variant="subtle">
              {t('home.viewAll')}
            </Button>
          }
        >
          <ProductFeed feed="trending" label={t('home.trendingLabel')} />
        </Section>
        <Section title={t('home.newArrivals')} subtitle={t('home.newArrivalsText')}>
          <ProductFeed feed="new-arrivals" label={t('home.newArrivalsLabel')} />
        </Section>
        <Section title={t('home.customArt')} subtitle={t('home.customArtText')}>
          <Suspense fallback={null}>
            <CustomArtForm />
          </Suspense>
        </Section>
        <Section title={t('home.whyUs')}>
          <Suspense fallback={null}>
            <WhyChooseUs />
          </Suspense>
        </Section>
      </AfterFirstPaint>
    </>
  );
}
