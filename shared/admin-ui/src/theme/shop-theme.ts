import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BRAND } from '@wallart/domain';

const accent: MantineColorsTuple = [...BRAND.accent];
const ink: MantineColorsTuple = [...BRAND.ink];

/**
 * The shop's one Mantine theme, built from the shared brand tokens: the storefront uses it as
 * it is, the admin (web and desktop) through `adminTheme`, which only tightens its spacing and
 * control sizes. Kept free of admin code, since every shopper page loads it first.
 */
export const shopTheme = createTheme({
  colors: { accent, ink },
  primaryColor: 'accent',
  primaryShade: 7,
  black: BRAND.ink[9],
  white: BRAND.surface,
  fontFamily: BRAND.fonts.body,
  headings: {
    fontFamily: BRAND.fonts.display,
    fontWeight: '600',
    textWrap: 'balance',
  },
  defaultRadius: 'sm',
  focusRing: 'auto',
  cursorType: 'pointer',
  other: { paper: BRAND.paper, headerHeight: 70 },
  components: {
    Button: { defaultProps: { size: 'md' } },
    Container: { defaultProps: { size: 'xl' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
  },
});

// Mantine's dimmed grey is 3.3:1 on white; this ink shade keeps secondary text AA on white and paper.
const DIMMED = BRAND.ink[6];

/**
 * The CSS variables beyond the theme. Dimmed text is set both unscoped (the web admin's root
 * carries no colour-scheme attribute) and for the light scheme (the shop and the desktop app).
 */
export const shopCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--mantine-color-dimmed': DIMMED },
  light: { '--mantine-color-dimmed': DIMMED },
  dark: {},
});
