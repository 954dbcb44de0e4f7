import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { HERO_AUTOPLAY_MS, HeroCarousel } from './hero-carousel';

const selected = () =>
  screen
    .getAllByRole('tab')
    .map((dot) => dot.getAttribute('aria-selected'))
    .indexOf('true');

afterEach(() => {
  vi.useRealTimers();
});

describe('hero carousel', () => {
  it('shows three slides, each with its Shop Now, and a dot per slide that names its slide', () => {
    renderScreen(<HeroCarousel />);
    const slides = screen.getAllByRole('tabpanel', { name: /^\d of 3$/ });
    expect(slides).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((dot) => dot.getAttribute('aria-controls'))).toEqual(
      slides.map((slide) => slide.id),
    );
    expect(screen.getAllByRole('link', { name: 'Shop Now' })).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show slide 1',
      'Show slide 2',
      'Show slide 3',
    ]);
    expect(selected()).toBe(0);
  });

  it('a dot or an arrow shows its slide, and the arrows loop', async () => {
    const { user } = renderScreen(<HeroCarousel />);
    await user.click(screen.getByRole('tab', { name: 'Show slide 3' }));
    expect(selected()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(selected()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(selected()).toBe(2);
  });

  it('moves on every 8 s, round to the first, and holds still under the pointer', () => {
    vi.useFakeTimers();
    renderScreen(<HeroCarousel />);
    const shown = [];
    for (let step = 0; step < 3; step += 1) {
      act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
      shown.push(selected());
    }
    expect(shown).toEqual([1, 2, 0]);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured collections' }));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(selected()).toBe(0);
  });
});
