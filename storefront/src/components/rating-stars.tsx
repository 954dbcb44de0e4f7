import type { CSSProperties } from 'react';
import { IconStar } from '@tabler/icons-react';
import classes from './rating-stars.module.css';

const FIVE = [1, 2, 3, 4, 5];

function Stars({ filled = false }: { filled?: boolean }) {
  return (
    <span className={filled ? `${classes.row} ${classes.filled}` : classes.row}>
      {FIVE.map((n) => (
        <IconStar key={n} size={18} stroke={1} className={classes.star} />
      ))}
    </span>
  );
}

/**
 * Five stars filled to a rating out of five, to the tenth, for the eye alone: the page says
 * the rating in words. Drawn in spans (Mantine's read-only Rating writes a `for` on a div).
 */
export function RatingStars({ value }: { value: number }) {
  const filled = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <span
      className={classes.root}
      aria-hidden="true"
      style={{ '--rating-filled': filled } as CSSProperties}
    >
      <Stars />
      <Stars filled />
    </span>
  );
}
