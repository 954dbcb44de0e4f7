import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { Link } from 'react-router-dom';
import { HOME_HERO_IMAGE } from '@wallart/domain/rules';
import classes from './hero-carousel.module.css';

export const HERO_HEIGHT = 500;
export const HERO_AUTOPLAY_MS = 8000;

export const HERO_SLIDES = [
  {
    image: HOME_HERO_IMAGE,
    alt: 'A framed mountain print above a grey sofa',
    eyebrow: 'Living room collection',
    title: 'Art that turns a house into a home',
    text: 'Gallery-quality canvas prints for the walls you live with every day.',
  },
  {
    image: '/art/hero-2.svg',
    alt: 'A lotus painting on a calm, dark canvas',
    eyebrow: 'Sacred & serene',
    title: 'Quiet pieces for reflective spaces',
    text: 'Religious and meditative art, printed on canvas that lasts for generations.',
  },
  {
    image: '/art/hero-3.svg',
    alt: 'Two framed prints, one abstract and one still life, on a warm wall',
    eyebrow: 'New this season',
    title: 'Fresh designs, printed to order',
    text: 'Modern, curated artwork in three sizes, shipped across the island and worldwide.',
  },
] as const;

/** Three promotional slides, autoplaying every 8 s in a loop, with clickable dots. */
export function HeroCarousel() {
  const [autoplay] = useState(() =>
    Autoplay({ delay: HERO_AUTOPLAY_MS, stopOnInteraction: false }),
  );
  return (
    <Box component="section" aria-roledescription="carousel" aria-label="Featured collections">
      <Carousel
        height={HERO_HEIGHT}
        withIndicators
        withControls
        emblaOptions={{ loop: true }}
        plugins={[autoplay]}
        onMouseEnter={() => autoplay.stop()}
        onMouseLeave={() => autoplay.play()}
        classNames={{
          indicator: classes.indicator,
          indicators: classes.indicators,
          controls: classes.controls,
        }}
        previousControlProps={{ 'aria-label': 'Previous slide' }}
        nextControlProps={{ 'aria-label': 'Next slide' }}
        getIndicatorProps={(index) => ({ 'aria-label': `Show slide ${index + 1}` })}
      >
        {HERO_SLIDES.map((slide, index) => (
          <Carousel.Slide
            key={slide.image}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
          >
            <Box className={classes.slide}>
              <img
                src={slide.image}
                alt={slide.alt}
                width={1600}
                height={HERO_HEIGHT}
                className={classes.image}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              <Box className={classes.scrim} />
              <Container className={classes.content}>
                <Stack gap="md" maw={520}>
                  <Text className={classes.eyebrow}>{slide.eyebrow}</Text>
                  {index === 0 ? (
                    <Title order={1} className={classes.title}>
                      {slide.title}
                    </Title>
                  ) : (
                    <Title order={2} className={classes.title}>
                      {slide.title}
                    </Title>
                  )}
                  <Text fz="lg" c="ink.7">
                    {slide.text}
                  </Text>
                  <Button component={Link} to="/products" size="lg" w="fit-content">
                    Shop Now
                  </Button>
                </Stack>
              </Container>
            </Box>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
