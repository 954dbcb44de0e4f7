import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { shopCssVariablesResolver, shopTheme } from '@wallart/admin-ui/theme';

const STYLE = /<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g;

/**
 * The shop theme's CSS variables and Mantine's global classes (`hiddenFrom`, `visibleFrom`),
 * as the storefront's MantineProvider would write them in `<style>` elements at run time:
 * Mantine's own output for the shop's theme, taken once at build time.
 */
export function shopThemeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme: shopTheme,
      cssVariablesResolver: shopCssVariablesResolver,
    }),
  );
  const sheets = [...markup.matchAll(STYLE)].map((match) => match[1] ?? '');
  if (sheets.length !== 2)
    throw new Error(`MantineProvider wrote ${sheets.length} stylesheets, not 2`);
  return sheets.join('\n');
}
