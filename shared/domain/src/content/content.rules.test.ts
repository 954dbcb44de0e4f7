import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from './content.demo';
import { contentValues, fillContent, pickContent, unknownSettings } from './content.rules';

const values = { freeShippingThreshold: 'LKR 5,000', returnDays: '30', shopEmail: 'a@b.lk' };

describe('shop content', () => {
  it('fills the named settings and leaves other braces as written', () => {
    expect(fillContent('Over {freeShippingThreshold}, {returnDays} days, {other}', values)).toBe(
      'Over LKR 5,000, 30 days, {other}',
    );
    expect(unknownSettings('{returnDays} {other} {other} {shopEmail}')).toEqual(['other']);
  });

  it("reads the language's text, else the English one, else the demo's", () => {
    const demo = DEMO_CONTENT['home-shipping'];
    expect(pickContent({ si: 'සිං', en: 'En' }, 'si', demo)).toEqual({ language: 'si', body: 'සිං' });
    expect(pickContent({ en: 'En' }, 'ta', demo)).toEqual({ language: 'en', body: 'En' });
    expect(pickContent({}, 'ta', demo)).toEqual({ language: 'ta', body: demo.ta });
  });

  it("keeps SPEC's words, the policy figures named as settings, and no promise the settings break", () => {
    expect(fillContent(DEMO_CONTENT['home-shipping'].en, values)).toBe(
      'Free shipping on orders over LKR 5,000 and 30-day returns. If it is not right for your wall, send it back.',
    );
    const changed = { ...values, freeShippingThreshold: 'LKR 7,500', returnDays: '14' };
    for (const language of ['en', 'si', 'ta'] as const) {
      const promise = fillContent(DEMO_CONTENT['home-shipping'][language], changed);
      expect(promise).toContain('LKR 7,500');
      expect(promise).toContain('14');
      expect(promise).not.toMatch(/5,000|30/);
    }
    expect(fillContent(DEMO_CONTENT.returns.en, values)).toContain(
      'Returns are accepted within 30 days of delivery.',
    );
    expect(fillContent(DEMO_CONTENT.shipping.en, values)).toContain(
      'Free standard shipping on orders over LKR 5,000 (domestic only).',
    );
  });

  it('writes whole rupees as SPEC does, and cents when there are any', () => {
    const shown = contentValues({
      freeShippingThreshold: 5000,
      returnDays: 14,
      shopEmail: 'x@y.lk',
    });
    expect(shown).toEqual({
      freeShippingThreshold: 'LKR 5,000',
      returnDays: '14',
      shopEmail: 'x@y.lk',
    });
    expect(
      contentValues({ ...{ returnDays: 1, shopEmail: '' }, freeShippingThreshold: 7500.5 })
        .freeShippingThreshold,
    ).toBe('LKR 7,500.50');
  });
});
