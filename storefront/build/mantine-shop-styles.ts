import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { shopThemeCss } from './mantine-theme-styles';

/**
 * The Mantine components the shopper screens draw (and the ones those draw inside them).
 * A shopper screen that starts using another component adds it here; the browser suite checks
 * that every Mantine part on the shopper pages has its styles.
 */
export const SHOP_COMPONENTS = [
  'Accordion',
  'ActionIcon',
  'Alert',
  'Anchor',
  'Avatar',
  'Badge',
  'Button',
  'Card',
  'Center',
  'Checkbox',
  'CloseButton',
  'Combobox',
  'Container',
  'Divider',
  'Drawer',
  'FloatingIndicator',
  'Grid',
  'Group',
  'Indicator',
  'InlineInput',
  'Input',
  'List',
  'Loader',
  'Modal',
  'ModalBase',
  'NavLink',
  'Notification',
  'NumberInput',
  'Overlay',
  'Pagination',
  'Paper',
  'PasswordInput',
  'Popover',
  'Radio',
  'RadioCard',
  'RadioIndicator',
  'Rating',
  'ScrollArea',
  'SegmentedControl',
  'Skeleton',
  'Stack',
  'Text',
  'ThemeIcon',
  'Title',
  'UnstyledButton',
  'VisuallyHidden',
];

/** What every Mantine page needs before any component: reset, theme variables, globals. */
const BASE = ['baseline', 'default-css-variables', 'global'];

export const SHOP_STYLES_ID = 'virtual:mantine-shop.css';
const FULL_STYLES = '@mantine/core/styles.css';
const RESOLVED_SHOP = '\0mantine-shop.css';
const RESOLVED_REST = '\0mantine-rest.css';

/** Each component's stylesheet, in the order Mantine's full stylesheet has them. */
function componentSheets(stylesDir: string, full: string) {
  const names = fs
    .readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length))
    .filter((name) => !BASE.includes(name));
  const sheets = names.map((name) => {
    const css = fs.readFileSync(path.join(stylesDir, `${name}.css`), 'utf8');
    const firstClass = /\.m_[0-9a-f]{8}/.exec(css)?.[0];
    const at = firstClass ? full.indexOf(firstClass) : -1;
    return { name, css, at: at < 0 ? Number.MAX_SAFE_INTEGER : at };
  });
  return sheets.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
}

/**
 * Mantine's styles split in two. The shopper's first load gets `virtual:mantine-shop.css`:
 * the base, the shop theme's variables and global classes (which the storefront's
 * MantineProvider would otherwise write into the page's body), and the components in
 * SHOP_COMPONENTS (about half of Mantine's stylesheet, which blocks the first paint). Whatever imports the full stylesheet (the admin screens) gets only
 * the remaining components, so the two halves never repeat a rule and the admin's later
 * stylesheet never overrides the shop's own styles for the shared components.
 */
export function mantineShopStyles(components: readonly string[] = SHOP_COMPONENTS): Plugin {
  let shopCss = '';
  let restCss = '';
  return {
    name: 'wallart:mantine-shop-styles',
    enforce: 'pre',
    buildStart() {
      const require = createRequire(import.meta.url);
      const fullFile = require.resolve(FULL_STYLES);
      const stylesDir = path.join(path.dirname(fullFile), 'styles');
      const sheets = componentSheets(stylesDir, fs.readFileSync(fullFile, 'utf8'));
      const known = new Set(sheets.map((s) => s.name));
      const missing = components.filter((name) => !known.has(name));
      if (missing.length) this.error(`Mantine has no stylesheet for: ${missing.join(', ')}`);
      const base = BASE.map((name) => fs.readFileSync(path.join(stylesDir, `${name}.css`), 'utf8'));
      // The theme's variables after Mantine's defaults, which they override.
      base.splice(BASE.indexOf('default-css-variables') + 1, 0, shopThemeCss());
      const wanted = new Set(components);
      shopCss = [...base, ...sheets.filter((s) => wanted.has(s.name)).map((s) => s.css)].join('\n');
      restCss = sheets
        .filter((s) => !wanted.has(s.name))
        .map((s) => s.css)
        .join('\n');
    },
    resolveId(source) {
      if (source === SHOP_STYLES_ID) return RESOLVED_SHOP;
      if (source === FULL_STYLES) return RESOLVED_REST;
      return null;
    },
    load(id) {
      if (id === RESOLVED_SHOP) return shopCss;
      if (id === RESOLVED_REST) return restCss;
      return null;
    },
  };
}
