import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BRAND } from '@wallart/domain';

const accent: MantineColorsTuple = [...BRAND.accent];
const ink: MantineColorsTuple = [...BRAND.ink];

/**
 * The storefront's look (the shared brand tokens) on a tighter spacing scale and smaller
 * controls: a working tool, dense but readable, the same on the web and the desktop.
 */
export const adminTheme = createTheme({
  colors: { accent, ink },
  primaryColor: 'accent',
  primaryShade: 7,
  black: BRAND.ink[9],
  white: BRAND.surface,
  fontFamily: BRAND.fonts.body,
  headings: { fontFamily: BRAND.fonts.display, fontWeight: '600' },
  spacing: { xs: '6px', sm: '10px', md: '14px', lg: '18px', xl: '24px' },
  defaultRadius: 'sm',
  focusRing: 'auto',
  cursorType: 'pointer',
  other: { paper: BRAND.paper },
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    NumberInput: { defaultProps: { size: 'sm' } },
    Select: { defaultProps: { size: 'sm' } },
    Textarea: { defaultProps: { size: 'sm' } },
    FileInput: { defaultProps: { size: 'sm' } },
    Table: { defaultProps: { verticalSpacing: 'xs', horizontalSpacing: 'sm' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 200 } },
  },
});

// Mantine's dimmed grey is 3.3:1 on white; this ink shade keeps secondary text AA on white and paper.
const DIMMED = BRAND.ink[6];

/**
 * The admin's CSS variables beyond the theme. Dimmed text is set both unscoped (the web
 * admin's root carries no colour-scheme attribute) and for the light scheme (the desktop app).
 */
export const adminCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--mantine-color-dimmed': DIMMED },
  light: { '--mantine-color-dimmed': DIMMED },
  dark: {},
});
