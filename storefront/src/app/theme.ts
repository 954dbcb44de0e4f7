import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BRAND } from '@wallart/domain';

const accent: MantineColorsTuple = [...BRAND.accent];
const ink: MantineColorsTuple = [...BRAND.ink];

/** The storefront's Mantine theme, built from the shared brand tokens. */
export const theme = createTheme({
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

/** Muted text in the ink scale, dark enough for AA contrast on paper and white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': BRAND.ink[6] },
  dark: {},
});
