import type { CSSProperties } from 'react';
import {
  Box,
  getSpacing,
  type BoxProps,
  type ElementProps,
  type MantineSpacing,
  type StyleProp,
} from '@mantine/core';
import classes from './shop-grid.module.css';

export interface ShopGridProps extends BoxProps, ElementProps<'div'> {
  /** Columns, by breakpoint as Mantine's props take them (`{ base: 2, md: 4 }`); 1 by default. */
  cols?: StyleProp<number>;
  /** The gap between columns; `md` by default. */
  spacing?: StyleProp<MantineSpacing | number>;
  /** The gap between rows; the column gap by default. */
  verticalSpacing?: StyleProp<MantineSpacing | number>;
}

/** Each breakpoint's value as an inline CSS variable, which the stylesheet picks by width. */
function variables<T>(name: string, value: StyleProp<T> | undefined, css: (v: T) => string) {
  if (value === undefined) return {};
  const byBreakpoint: Partial<Record<string, T>> =
    typeof value === 'object' && value !== null ? value : { base: value };
  return Object.fromEntries(
    Object.entries(byBreakpoint).flatMap(([breakpoint, v]) =>
      v === undefined ? [] : [[`--grid-${name}-${breakpoint}`, css(v)]],
    ),
  );
}

const gap = (value: MantineSpacing | number) => getSpacing(value) ?? String(value);

/**
 * The storefront's grid of equal columns, with SimpleGrid's props. Its breakpoints live in a
 * stylesheet: SimpleGrid writes a `<style>` element beside every grid, which HTML does not
 * allow in a page's body, and a server-drawn page would carry it.
 */
export function ShopGrid({
  cols,
  spacing,
  verticalSpacing,
  style,
  className,
  ...others
}: ShopGridProps) {
  const own = {
    ...variables('cols', cols, String),
    ...variables('spacing', spacing, gap),
    ...variables('vertical', verticalSpacing, gap),
  } as CSSProperties;
  return (
    <Box
      {...others}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={[own, style]}
    />
  );
}
