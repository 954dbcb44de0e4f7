import { mergeThemeOverrides } from '@mantine/core';
import { shopTheme } from './shop-theme';

export { shopCssVariablesResolver as adminCssVariablesResolver } from './shop-theme';

/** Every button and field the shop sets at `md`, one size smaller. */
const shopControls = Object.fromEntries(
  Object.entries(shopTheme.components ?? {})
    .filter(([, component]) => component?.defaultProps?.size === 'md')
    .map(([name]) => [name, { defaultProps: { size: 'sm' } }]),
);

/**
 * The shop's theme on a tighter spacing scale and smaller controls: a working tool, dense but
 * readable, the same on the web and the desktop.
 */
export const adminTheme = mergeThemeOverrides(shopTheme, {
  spacing: { xs: '6px', sm: '10px', md: '14px', lg: '18px', xl: '24px' },
  components: {
    ...shopControls,
    FileInput: { defaultProps: { size: 'sm' } },
    Table: { defaultProps: { verticalSpacing: 'xs', horizontalSpacing: 'sm' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 200 } },
    // Mantine's close button is an icon alone: without a name a screen reader says "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
