import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { HOME_HERO_IMAGE } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import classes from './hero-carousel.module.css';

export const HERO_HEIGHT = 500;
export const HERO_AUTOPLAY_MS = 8000;

export const HERO_SLIDES = [
  {
    image: HOME_HERO_IMAGE,
    alt: 'hero.alt1',
    eyebrow: 'hero.eyebrow1',
    title: 'hero.title1',
    text: 'hero.text1',
  },
  {
    image: '/art/hero-2.svg',
    alt: 'hero.alt2',
    eyebrow: 'hero.eyebrow2',
    title: 'hero.title2',
    text: 'hero.text2',
  },
  {
    image: '/art/hero-3.svg',
    alt: 'hero.alt3',
    eyebrow: 'hero.eyebrow3',
    title: 'hero.title3',
    text: 'hero.text3',
  },
] as const;

const count = HERO_SLIDES.length;
const wrap = (index: number) => (index + count) % count;

function Slide({
  slide,
  index,
  id,
}: {
  slide: (typeof HERO_SLIDES)[number];
  index: number;
  id: string;
}) {
  const t = useT();
  return (
    <div
      id={id}
      className={classes.slide}
      role="tabpanel"
      aria-roledescription="slide"
      aria-label={t('hero.position', { index: index + 1, count })}
    >
      <img
        src={slide.image}
        alt={t(slide.alt)}
        width={1600}
        height={HERO_HEIGHT}
        className={classes.image}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
      <Box className={classes.scrim} />
      <Container className={classes.content}>
        <Stack gap="md" maw={520}>
          <Text className={classes.eyebrow}>{t(slide.eyebrow)}</Text>
          <Title order={index === 0 ? 1 : 2} className={classes.title}>
            {t(slide.title)}
          </Title>
          <Text fz="lg" c="ink.7">
            {t(slide.text)}
          </Text>
          <Button component={Link} to="/products" size="lg" w="fit-content">
            {t('hero.shopNow')}
          </Button>
        </Stack>
      </Container>
    </div>
  );
}

/**
 * Three promotional slides, autoplaying every 8 s in a loop, with clickable dots. The slides
 * are one row the browser scrolls and snaps (decision 0056): a swipe moves them, and without
 * JavaScript they are still all there to scroll through.
 */
export function HeroCarousel() {
  const track = useRef<HTMLDivElement>(null);
  const slideId = `${useId()}slide-`;
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const t = useT();

  const show = useCallback((index: number) => {
    const row = track.current;
    if (!row) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    row.scrollTo?.({ left: wrap(index) * row.clientWidth, behavior: still ? 'auto' : 'smooth' });
    setActive(wrap(index));
  }, []);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => show(active + 1), HERO_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [active, paused, show]);

  // A swipe, or the browser's own scrolling, moves the dots with it once it comes to rest.
  const onScrollEnd = () => {
    const row = track.current;
    if (!row || row.clientWidth === 0) return;
    const shown = Math.round(row.scrollLeft / row.clientWidth);
    if (shown !== active) setActive(wrap(shown));
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className={classes.root}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={track} className={classes.track} onScrollEnd={onScrollEnd}>
        {HERO_SLIDES.map((slide, index) => (
          <Slide key={slide.image} slide={slide} index={index} id={slideId + index} />
        ))}
      </div>
      <div className={classes.controls}>
        <ActionIcon
          variant="default"
          radius="xl"
          size={36}
          aria-label={t('hero.previous')}
          onClick={() => show(active - 1)}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          radius="xl"
          size={36}
          aria-label={t('hero.next')}
          onClick={() => show(active + 1)}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
      </div>
      <div className={classes.indicators} role="tablist" aria-label={t('hero.slides')}>
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.image}
            type="button"
            role="tab"
            aria-controls={slideId + index}
            className={classes.indicator}
            aria-label={t('hero.show', { index: index + 1 })}
            aria-selected={index === active}
            data-active={index === active || undefined}
            onClick={() => show(index)}
          />
        ))}
      </div>
    </Box>
  );
}
