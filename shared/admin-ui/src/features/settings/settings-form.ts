import { SHIPPING_ZONES, type ShippingZone, type ShopSettings } from '@wallart/domain';
import type { FieldErrors } from '../../forms/field-errors';

/** The settings form's shape as typed, and what the schema is given to check. */

export type Amount = number | string;
export interface RateForm {
  fee: Amount;
  days: { min: Amount; max: Amount };
}
/** A display currency as typed. */
export interface CurrencyForm {
  code: string;
  rate: Amount;
  decimals: Amount;
}
/** The settings as typed: figures stay text ('') until they parse. */
export interface SettingsForm {
  shop: ShopSettings['shop'];
  bank: ShopSettings['bank'];
  tax: { vatRegistered: boolean; vatRate: Amount; vatNumber: string };
  shipping: {
    standard: RateForm;
    freeShippingThreshold: Amount;
    express: RateForm;
    international: Record<ShippingZone, RateForm>;
  };
  afterSale: { returnDays: Amount; downloadLimit: Amount; downloadDays: Amount };
  currencies: CurrencyForm[];
}

/** Each field's error, by its path (`shop.name`, `shipping.express.fee`). */
export type Errors = FieldErrors;

const toNumber = (value: Amount) => (value === '' ? undefined : Number(value));
const rateInput = (rate: RateForm) => ({
  fee: toNumber(rate.fee),
  days: { min: toNumber(rate.days.min), max: toNumber(rate.days.max) },
});

/** What the schema checks: empty figures left out, so each one says it is missing. */
export function toInput(form: SettingsForm): unknown {
  const { shipping, tax } = form;
  return {
    shop: form.shop,
    bank: form.bank,
    tax: { ...tax, vatRate: toNumber(tax.vatRate) },
    shipping: {
      standard: rateInput(shipping.standard),
      freeShippingThreshold: toNumber(shipping.freeShippingThreshold),
      express: rateInput(shipping.express),
      international: Object.fromEntries(
        SHIPPING_ZONES.map((zone) => [zone, rateInput(shipping.international[zone])]),
      ),
    },
    afterSale: {
      returnDays: toNumber(form.afterSale.returnDays),
      downloadLimit: toNumber(form.afterSale.downloadLimit),
      downloadDays: toNumber(form.afterSale.downloadDays),
    },
    currencies: form.currencies.map((c) => ({
      code: c.code,
      rate: toNumber(c.rate),
      decimals: toNumber(c.decimals),
    })),
  };
}
