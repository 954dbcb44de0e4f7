import type { PartialVarsResolver, ThemeIconFactory } from '@mantine/core';

/**
 * A round ThemeIcon, set through its CSS variable: given `radius`, Mantine also writes it onto
 * the element as an attribute, which HTML does not allow.
 */
export const roundThemeIcon: PartialVarsResolver<ThemeIconFactory> = () => ({
  root: { '--ti-radius': 'var(--mantine-radius-xl)' },
});
