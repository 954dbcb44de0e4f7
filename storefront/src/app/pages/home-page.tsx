import { Box, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND } from '@wallart/domain';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { Section } from '../../components/section';
import { CustomArtForm } from '../../features/inbox/custom-art-form';
import { WhyChooseUs } from '../../features/info/why-choose-us';
import { CategoryTiles } from '../../features/products/category-tiles';
import { HeroCarousel } from '../../features/products/hero-carousel';
import { ProductFeed } from '../../features/products/product-feed';
import { usePageMeta } from '../../lib/page-meta';

/** The home page, composed from the products, inbox and info features. */
export function HomePage() {
  usePageMeta(
    BRAND.name,
    'Canvas prints and wall art for living rooms, kitchens, restaurants and sacred spaces. Prices in LKR, shipped across the island and worldwide.',
  );
  return (
    <>
      <HeroCarousel />
      <Section title="Shop by Category" subtitle="Find the right piece for every room.">
        <CategoryTiles />
      </Section>
      <AfterFirstPaint placeholder={<Box mih={2400} />}>
        <Section
          title="Trending Wall Arts"
          subtitle="What shoppers are hanging on their walls this month."
          action={
            <Button component={Link} to="/products" variant="subtle">
              View all
            </Button>
          }
        >
          <ProductFeed feed="trending" label="trending wall arts" />
        </Section>
        <Section title="New Arrivals" subtitle="Fresh from the studio.">
          <ProductFeed feed="new-arrivals" label="new arrivals" />
        </Section>
        <Section
          title="Custom Art"
          subtitle="Have a picture in mind? Tell us about it and our artists will create it for you."
        >
          <CustomArtForm />
        </Section>
        <Section title="Why Choose Us">
          <WhyChooseUs />
        </Section>
      </AfterFirstPaint>
    </>
  );
}
