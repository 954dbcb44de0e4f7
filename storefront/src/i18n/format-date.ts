import type { Translate } from './i18n';

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** The shop's time zone, Sri Lanka's: UTC+05:30 all year (it keeps no summer time). */
const SHOP_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * A day as the page's language writes it ("Dec 2, 2026", "2026 දෙසැ. 2", "2 டிச., 2026"),
 * with the month names of the catalogues and the day in the shop's time zone, so the server
 * and every browser write the same (Chromium has no Sinhala locale data).
 */
export function formatDate(t: Translate, date: Date | string): string {
  const at = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) return '';
  const shop = new Date(at.getTime() + SHOP_OFFSET_MS);
  const month = t('dates.month', { month: MONTHS[shop.getUTCMonth()] ?? 'jan' });
  return t('dates.day', { day: shop.getUTCDate(), month, year: shop.getUTCFullYear() });
}
