import { mergeThemeOverrides } from '@mantine/core';
import { shopTheme } from './shop-theme';

export { shopCssVariablesResolver as adminCssVariablesResolver } from './shop-theme';

/**
 * The shop's theme on a tighter spacing scale and smaller controls: a working tool, dense but
 * readable, the same on the web and the desktop.
 */
export const adminTheme = mergeThemeOverrides(shopTheme, {
  spacing: { xs: '6px', sm: '10px', md: '14px', lg: '18px', xl: '24px' },
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    NumberInput: { defaultProps: { size: 'sm' } },
    Select: { defaultProps: { size: 'sm' } },
    NativeSelect: { defaultProps: { size: 'sm' } },
    Textarea: { defaultProps: { size: 'sm' } },
    FileInput: { defaultProps: { size: 'sm' } },
    Table: { defaultProps: { verticalSpacing: 'xs', horizontalSpacing: 'sm' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 200 } },
  },
});
