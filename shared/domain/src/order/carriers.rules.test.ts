import { describe, expect, it } from 'vitest';
import { CARRIER_NAMES, knownCarrier, trackingLinkFor } from './carriers.rules';

describe('carriers', () => {
  it('lists Sri Lanka Post, DHL, FedEx, UPS and Aramex, in that order', () => {
    expect(CARRIER_NAMES).toEqual(['Sri Lanka Post', 'DHL', 'FedEx', 'UPS', 'Aramex']);
  });

  it('knows a carrier by its name or another spelling, whatever the case and spacing', () => {
    expect(knownCarrier('dhl')?.name).toBe('DHL');
    expect(knownCarrier('  DHL   Express ')?.name).toBe('DHL');
    expect(knownCarrier('sl post')?.name).toBe('Sri Lanka Post');
    expect(knownCarrier('FEDEX')?.name).toBe('FedEx');
  });

  it('knows nothing of an unknown, empty or missing name', () => {
    expect(knownCarrier('Kandy Express Couriers')).toBeNull();
    expect(knownCarrier('')).toBeNull();
    expect(knownCarrier('   ')).toBeNull();
    expect(knownCarrier(null)).toBeNull();
    expect(knownCarrier(undefined)).toBeNull();
  });
});

describe('trackingLinkFor', () => {
  it.each([
    [
      'DHL',
      '1234567890',
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=1234567890',
    ],
    ['FedEx', '612345678901', 'https://www.fedex.com/fedextrack/?trknbr=612345678901'],
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['Aramex', '35012345678', 'https://www.aramex.com/track/results?ShipmentNumber=35012345678'],
    ['Sri Lanka Post', 'RR123456789LK', 'https://www.slpost.gov.lk/track/?id=RR123456789LK'],
  ])('links %s number %s to its tracking page', (carrier, number, url) => {
    expect(trackingLinkFor(carrier, number)).toBe(url);
  });

  it('reads the carrier without regard to case and leaves spaces out of the number', () => {
    expect(trackingLinkFor('dhl express', ' 12 3456 7890 ')).toBe(
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=1234567890',
    );
  });

  it('encodes the number, so it can never change the address', () => {
    expect(trackingLinkFor('UPS', 'A&B=C/D?#')).toBe(
      'https://www.ups.com/track?tracknum=A%26B%3DC%2FD%3F%23',
    );
  });

  it('gives no link for an unknown carrier, or without a number or a carrier', () => {
    expect(trackingLinkFor('Kandy Express Couriers', '12345')).toBeNull();
    expect(trackingLinkFor('DHL', '')).toBeNull();
    expect(trackingLinkFor('DHL', '   ')).toBeNull();
    expect(trackingLinkFor('DHL', null)).toBeNull();
    expect(trackingLinkFor(null, '12345')).toBeNull();
    expect(trackingLinkFor(undefined, undefined)).toBeNull();
  });
});
