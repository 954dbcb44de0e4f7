import type { MessageKey } from '../../i18n/i18n';

export const NAV_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/products', label: 'nav.products' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/reviews', label: 'nav.reviews' },
];
