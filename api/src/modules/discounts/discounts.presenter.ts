import { fromCents, type Discount, type DiscountTerms, type DiscountType } from '@wallart/domain';
import type { DiscountRow, RawRow } from '../../db/models';
import { toBool, toIso, toNumber } from '../../lib/rows';

type TermsRow = Omit<RawRow<DiscountRow>, 'id' | 'code' | 'createdAt' | 'updatedAt'>;

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : toNumber(value);

/** A code's terms as the domain's rules read them (amounts in LKR). */
export function presentTerms(row: TermsRow, usedCount: number): DiscountTerms {
  const type = row.type as DiscountType;
  const value = toNumber(row.value);
  const minSubtotalCents = numberOrNull(row.minSubtotalCents);
  return {
    type,
    value: type === 'fixed' ? fromCents(value) : value,
    minSubtotal: minSubtotalCents === null ? null : fromCents(minSubtotalCents),
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    totalLimit: numberOrNull(row.totalLimit),
    perCustomerLimit: numberOrNull(row.perCustomerLimit),
    active: toBool(row.active),
    usedCount,
  };
}

/** A code as staff's API answers it: its terms, id, live use count and when it was made. */
export function presentDiscount(row: RawRow<DiscountRow>, usedCount: number): Discount {
  return {
    id: toNumber(row.id),
    code: row.code,
    ...presentTerms(row, usedCount),
    createdAt: toIso(row.createdAt),
  };
}
