/**
 * The shop's look as plain data, shared by the storefront and the admin (web and desktop),
 * which each build their Mantine theme from it: warm paper, charcoal ink, one terracotta accent.
 */
export const BRAND = {
  name: 'Wall Art Shop',
  /** Ten shades, lightest first, as Mantine expects; shade 7 is the primary action. */
  accent: [
    '#fbf1ec',
    '#f3ddd2',
    '#e8bba5',
    '#dc9776',
    '#d2794f',
    '#cb6637',
    '#b5552b',
    '#9c4623',
    '#853b1d',
    '#6d2f16',
  ],
  ink: [
    '#f7f5f2',
    '#e9e6e1',
    '#d2cdc6',
    '#b5aea5',
    '#948c82',
    '#756e65',
    '#5a544d',
    '#433e39',
    '#2e2a27',
    '#1c1a18',
  ],
  paper: '#faf7f2',
  surface: '#ffffff',
  fonts: {
    display: "'Cormorant Garamond', Georgia, 'Times New Roman', serif",
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  /** Order status colours (Mantine colour names), by status tone. */
  statusColors: {
    pending: 'yellow',
    processing: 'blue',
    shipped: 'violet',
    delivered: 'green',
    cancelled: 'red',
    unknown: 'gray',
  },
  contact: {
    address: '42 Galle Road, Colombo 03, Sri Lanka',
    /** The shop's one contact address, on every page and in every mail (PRODUCT §16). */
    email: 'hello@wallart.test',
    phone: '+94 11 234 5678',
  },
} as const;
