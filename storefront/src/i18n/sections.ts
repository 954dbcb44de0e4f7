/**
 * The catalogue's sections, by the first part of a key (`hero.title1` is in `home`). The
 * browser loads `shell` with the app and a screen's sections with its code, so a first load
 * carries only the texts it can show, in one language. The server holds them all.
 */
export const SECTIONS = {
  shell: [
    'pages',
    'quantity',
    'nav',
    'header',
    'logo',
    'userMenu',
    'footer',
    'notFound',
    'category',
    'card',
    'toast',
    'loader',
  ],
  home: ['home', 'hero', 'tiles', 'customArt'],
  product: ['product'],
  list: ['list', 'place', 'filters'],
  noMatch: ['noMatch'],
  auth: ['auth'],
  profile: ['profile'],
  cart: ['cart'],
  order: ['order', 'summary', 'dates'],
  checkout: ['checkout'],
  orders: ['orders', 'payment', 'returns'],
  lookup: ['lookup'],
  contact: ['contact'],
  faq: ['faq'],
  about: ['about'],
  content: ['content'],
  legal: ['terms', 'privacy'],
  reviews: ['reviews'],
  wishlist: ['wishlist'],
  quote: ['quote'],
  wall: ['wall'],
  menu: ['mobileMenu'],
  /** The rules' and the API's messages (rule-messages.ts), loaded with the forms. */
  rules: ['rules'],
} as const satisfies Record<string, readonly string[]>;

export type Section = keyof typeof SECTIONS;

/** The section a key is in; undefined for a key whose first part no section names. */
export function sectionOf(key: string): Section | undefined {
  const prefix = key.split('.')[0];
  return (Object.keys(SECTIONS) as Section[]).find((section) =>
    (SECTIONS[section] as readonly string[]).includes(prefix ?? ''),
  );
}
