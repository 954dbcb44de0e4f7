/**
 * VAT as the shop's prices carry it: every price, fee and total already includes VAT, so an
 * invoice shows the part of the total that is VAT ("of which VAT 18%: LKR …"), never adds it.
 */
import type { ShopSettings } from './shop-settings.schemas';

/** A rate in hundredths of a percent (18 → 1800, 12.5 → 1250), so the sum stays in integers. */
const rateInHundredths = (ratePercent: number) => Math.round(ratePercent * 100);

/**
 * The VAT inside a gross amount, in whole cents: gross × rate ÷ (100 + rate), rounded half
 * up to the nearest cent (LKR 1,180.00 at 18% holds LKR 180.00; LKR 100.00 holds LKR 15.25,
 * from 15.2542…). Worked in integers so no float noise can tip a half cent either way.
 * A gross of 0 or less, or a rate of 0 or less, holds no VAT.
 */
export function includedVatCents(grossCents: number, ratePercent: number): number {
  const rate = rateInHundredths(ratePercent);
  if (!Number.isFinite(grossCents) || grossCents <= 0 || !(rate > 0)) return 0;
  const gross = Math.round(grossCents);
  const numerator = gross * rate;
  const denominator = 10_000 + rate;
  // ⌊(2n + d) / 2d⌋ is n/d rounded half up, for n, d > 0.
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface InvoiceVat {
  /** The rate as staff set it, in percent (18 for 18%). */
  ratePercent: number;
  vatNumber: string;
  /** The VAT included in the total, in cents. */
  vatCents: number;
  /** The total without that VAT, in cents. */
  netCents: number;
}

/**
 * What an invoice says about VAT for an order of `totalCents`: nothing (null) when the shop is
 * not VAT registered, otherwise the rate, the shop's VAT number and the VAT the total includes.
 */
export function invoiceVat(totalCents: number, tax: ShopSettings['tax']): InvoiceVat | null {
  if (!tax.vatRegistered) return null;
  const vatCents = includedVatCents(totalCents, tax.vatRate);
  return {
    ratePercent: tax.vatRate,
    vatNumber: tax.vatNumber,
    vatCents,
    netCents: Math.max(Math.round(totalCents) - vatCents, 0),
  };
}

/** "18%", "12.5%": a rate as an invoice prints it. */
export function vatRateLabel(ratePercent: number): string {
  return `${rateInHundredths(ratePercent) / 100}%`;
}
