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

// Mantine's dimmed grey is 3.3:1 on white, its placeholder grey less; this ink shade keeps
// secondary text and the placeholder a field shows as its text (a file field's) AA on white and paper.
const DIMMED = BRAND.ink[6];

/**
 * The text of a "light" badge (order and payment statuses) on its own tint: Mantine's shade 6
 * is under 3:1 there, so each status colour's text is a darker shade of it, 4.5:1 or more.
 */
const LIGHT_BADGE_TEXT: Record<string, string> = Object.fromEntries(
  Object.entries({
    yellow: '#8f4a00',
    orange: '#a33a0b',
    green: '#1f6b30',
    teal: '#0b6b4f',
    blue: '#1864ab',
    violet: '#5f3dc4',
    grape: '#862e9c',
    red: '#c92a2a',
    gray: '#343a40',
  }).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
);

const GREYS = { '--mantine-color-dimmed': DIMMED, '--mantine-color-placeholder': DIMMED };

/**
 * The CSS variables beyond the theme. Dimmed text and placeholders are set both unscoped (the web admin's root
 * carries no colour-scheme attribute) and for the light scheme (the shop and the desktop app).
 */
export const shopCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { ...GREYS, ...LIGHT_BADGE_TEXT },
  light: { ...GREYS, ...LIGHT_BADGE_TEXT },
  dark: {},
});
