import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from './content.demo';
import {
  CONTENT_KEYS,
  contentSections,
  contentValues,
  fillContent,
  pickContent,
  unknownSettings,
} from './content.rules';

const values = {
  freeShippingThreshold: 'LKR 5,000',
  returnDays: '30',
  shopName: 'Wall Art Shop',
  shopEmail: 'a@b.lk',
  shopPhone: '+94 11 234 5678',
  shopAddress: '12 Galle Road, Colombo',
};
const promise = (text: string) => contentSections(text).sections[0]?.body ?? '';

describe('shop content', () => {
  it('fills the named settings and leaves other braces as written', () => {
    expect(fillContent('Over {freeShippingThreshold}, {returnDays} days, {other}', values)).toBe(
      'Over LKR 5,000, 30 days, {other}',
    );
    expect(unknownSettings('{returnDays} {other} {other} {shopEmail}')).toEqual(['other']);
  });

  it("reads the language's text, else the English one, else the demo's", () => {
    const demo = DEMO_CONTENT['why-choose-us'];
    expect(pickContent({ si: 'සිං', en: 'En' }, 'si', demo)).toEqual({ language: 'si', body: 'සිං' });
    expect(pickContent({ en: 'En' }, 'ta', demo)).toEqual({ language: 'en', body: 'En' });
    expect(pickContent({}, 'ta', demo)).toEqual({ language: 'ta', body: demo.ta });
  });

  it("keeps SPEC's words, the policy figures named as settings, and no promise the settings break", () => {
    expect(fillContent(promise(DEMO_CONTENT['why-choose-us'].en), values)).toBe(
      'Free shipping on orders over LKR 5,000 and 30-day returns. If it is not right for your wall, send it back.',
    );
    const changed = { ...values, freeShippingThreshold: 'LKR 7,500', returnDays: '14' };
    for (const language of ['en', 'si', 'ta'] as const) {
      const shown = fillContent(promise(DEMO_CONTENT['why-choose-us'][language]), changed);
      expect(shown).toContain('LKR 7,500');
      expect(shown).toContain('14');
      expect(shown).not.toMatch(/5,000|30/);
    }
    expect(fillContent(DEMO_CONTENT.returns.en, values)).toContain(
      'Returns are accepted within 30 days of delivery.',
    );
    expect(fillContent(DEMO_CONTENT.shipping.en, values)).toContain(
      'Free standard shipping on orders over LKR 5,000 (domestic only).',
    );
  });

  it('writes whole rupees as SPEC does, and cents when there are any', () => {
    const contact = { shopName: 'S', shopEmail: 'x@y.lk', shopPhone: '011', shopAddress: 'Kandy' };
    const shown = contentValues({ freeShippingThreshold: 5000, returnDays: 14, ...contact });
    expect(shown).toEqual({ freeShippingThreshold: 'LKR 5,000', returnDays: '14', ...contact });
    expect(
      contentValues({ returnDays: 1, ...contact, freeShippingThreshold: 7500.5 })
        .freeShippingThreshold,
    ).toBe('LKR 7,500.50');
  });

  it('reads a text as its intro and its ## parts, deeper headings staying inside a part', () => {
    expect(
      contentSections('Intro **line**\n\n## First\n\nOne.\n\n### Inner\n\nMore.\n\n## Second\n'),
    ).toEqual({
      intro: 'Intro **line**',
      sections: [
        { heading: 'First', body: 'One.\n\n### Inner\n\nMore.' },
        { heading: 'Second', body: '' },
      ],
    });
    expect(contentSections('No parts at all.')).toEqual({
      intro: 'No parts at all.',
      sections: [],
    });
  });

  it("writes SPEC's pages in every language, naming only settings that exist", () => {
    const parts = (key: (typeof CONTENT_KEYS)[number], language: 'en' | 'si' | 'ta') =>
      contentSections(DEMO_CONTENT[key][language]).sections;
    for (const language of ['en', 'si', 'ta'] as const) {
      expect(parts('why-choose-us', language)).toHaveLength(3);
      expect(contentSections(DEMO_CONTENT['why-choose-us'][language]).intro).toContain('10,000+');
      expect(parts('faq', language)).toHaveLength(5);
      expect(parts('about', language)).toHaveLength(4);
      expect(parts('privacy', language).map((p) => p.heading.split('.')[0])).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
      ]);
      expect(parts('terms', language)).toHaveLength(9);
      expect(parts('shipping', language)).toHaveLength(5);
      expect(parts('returns', language)).toHaveLength(5);
      const returns = fillContent(DEMO_CONTENT.returns[language], { ...values, returnDays: '14' });
      expect(returns).toContain('14');
      expect(returns).toContain('a@b.lk');
      expect(fillContent(DEMO_CONTENT.shipping[language], values)).toContain('LKR 5,000');
      for (const key of CONTENT_KEYS) {
        expect(unknownSettings(DEMO_CONTENT[key][language])).toEqual([]);
      }
    }
    expect(parts('faq', 'en').map((p) => p.heading)).toEqual([
      'How long does shipping take?',
      'How can I track my order?',
      'What is your return policy?',
      'Can I change or cancel my order?',
      'Do you ship internationally?',
    ]);
    expect(fillContent(DEMO_CONTENT.faq.en, values)).toContain(
      'Returns are accepted within 30 days of delivery',
    );
    expect(fillContent(DEMO_CONTENT.terms.en, values)).toContain('[Store Name]');
    expect(fillContent(DEMO_CONTENT.terms.en, values)).toContain('[Currency]');
    expect(fillContent(DEMO_CONTENT.privacy.en, values)).toContain(
      'Email a@b.lk or write to 12 Galle Road, Colombo.',
    );
    expect(DEMO_CONTENT.privacy.en).toMatch(/^Last updated: 29 June 2025/);
  });
});
