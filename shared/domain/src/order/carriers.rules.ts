/**
 * The carriers the shop ships with, and where a shopper follows a parcel (PRODUCT §8). Staff
 * may name another carrier in free text; its parcels simply have no tracking link.
 */

export interface Carrier {
  /** How the carrier is named everywhere: the admin's list, My Orders and the mails. */
  name: string;
  /** Other spellings staff may type, matched without regard to case. */
  aliases: readonly string[];
  /** The carrier's public tracking page; `{number}` is replaced by the tracking number. */
  trackingUrl: string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    name: 'Sri Lanka Post',
    aliases: ['SL Post', 'SLPost', 'Sri Lanka Post EMS', 'Speed Post'],
    trackingUrl: 'https://www.slpost.gov.lk/track/?id={number}',
  },
  {
    name: 'DHL',
    aliases: ['DHL Express'],
    trackingUrl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={number}',
  },
  {
    name: 'FedEx',
    aliases: ['Federal Express'],
    trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  },
  {
    name: 'UPS',
    aliases: ['United Parcel Service'],
    trackingUrl: 'https://www.ups.com/track?tracknum={number}',
  },
  {
    name: 'Aramex',
    aliases: [],
    trackingUrl: 'https://www.aramex.com/track/results?ShipmentNumber={number}',
  },
];

/** The known carriers' names, in the order staff see them. */
export const CARRIER_NAMES: readonly string[] = CARRIERS.map((c) => c.name);

export const MAX_CARRIER_LENGTH = 60;
export const MAX_TRACKING_NUMBER_LENGTH = 40;

/** Letters, digits, spaces and dashes (as carriers print them), starting with a letter or digit. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The known carrier a name means ("dhl", " DHL Express "), or null for any other. */
export function knownCarrier(name: string | null | undefined): Carrier | null {
  const wanted = squeeze(name ?? '');
  if (wanted === '') return null;
  return (
    CARRIERS.find((c) => [c.name, ...c.aliases].some((alias) => squeeze(alias) === wanted)) ?? null
  );
}

/**
 * Where to follow a parcel: the carrier's tracking page for this number, or null when the
 * carrier is not one the shop knows or there is no number. Spaces are left out of the number,
 * as carriers' pages expect it whole.
 */
export function trackingLinkFor(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const known = knownCarrier(carrier);
  const number = (trackingNumber ?? '').replace(/\s+/g, '');
  if (!known || number === '') return null;
  return known.trackingUrl.replace('{number}', encodeURIComponent(number));
}
