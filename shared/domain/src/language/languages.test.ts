import { describe, expect, it } from 'vitest';
import { languageAlternates, pathInLanguage, splitLanguagePath } from './languages';

describe('language paths', () => {
  it('reads the language from the prefix, English without one', () => {
    expect(splitLanguagePath('/si/products')).toEqual({ lang: 'si', path: '/products' });
    expect(splitLanguagePath('/ta')).toEqual({ lang: 'ta', path: '/' });
    expect(splitLanguagePath('/ta/')).toEqual({ lang: 'ta', path: '/' });
    expect(splitLanguagePath('/cart')).toEqual({ lang: 'en', path: '/cart' });
    // A page whose own name starts like a language is not one.
    expect(splitLanguagePath('/sites')).toEqual({ lang: 'en', path: '/sites' });
  });

  it('moves a page to another language, keeping the page', () => {
    expect(pathInLanguage('si', '/products/Nature')).toBe('/si/products/Nature');
    expect(pathInLanguage('ta', '/si/cart')).toBe('/ta/cart');
    expect(pathInLanguage('en', '/ta/overview/p1')).toBe('/overview/p1');
    expect(pathInLanguage('en', '/si')).toBe('/');
  });

  it('names every version and x-default, absolute and reciprocal', () => {
    const fromSi = languageAlternates('https://shop.example/', '/si/products', '?page=2');
    expect(fromSi).toEqual([
      { hreflang: 'en', href: 'https://shop.example/products?page=2' },
      { hreflang: 'si', href: 'https://shop.example/si/products?page=2' },
      { hreflang: 'ta', href: 'https://shop.example/ta/products?page=2' },
      { hreflang: 'x-default', href: 'https://shop.example/products?page=2' },
    ]);
    for (const { hreflang, href } of fromSi.slice(0, 3)) {
      const back = languageAlternates('https://shop.example', new URL(href).pathname, '?page=2');
      expect(back, hreflang).toEqual(fromSi);
    }
  });
});
