import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DISPLAY_CURRENCIES, DEMO_CONTENT, type FirstData } from '@wallart/domain/rules';
import { renderPage } from './entry-server';
import { arrive, hydrateDrawnPage, leaveServerRender } from './test/hydration';
import { aProduct, aShopConfig } from '@wallart/admin-ui/testing/fixtures';

const spiceMarket = aProduct({
  _id: '11',
  productId: 'WA-KI-001',
  name: 'Spice Market',
  category: 'Kitchen',
  price: 12500,
  labeledPrice: 12500,
  images: ['/uploads/spice.jpg'],
});
const teaPlucker = aProduct({
  _id: '12',
  productId: 'WA-KI-002',
  name: 'Tea Plucker at Noon',
  category: 'Kitchen',
  price: 9900,
  labeledPrice: 11000,
  images: ['/uploads/tea.jpg'],
});
const ella = aProduct();
/** As the server hands every page its currencies: none chosen, or US dollars. */
const inLkr = { chosen: 'LKR', list: DEFAULT_DISPLAY_CURRENCIES };
const inUsd = { chosen: 'USD', list: DEFAULT_DISPLAY_CURRENCIES };

const kitchenList: FirstData = {
  list: {
    category: 'Kitchen',
    search: '',
    page: 1,
    view: {},
    result: { items: [spiceMarket, teaPlucker], total: 2, page: 1, limit: 12 },
  },
  currencies: inLkr,
  config: aShopConfig(),
};
const productPage: FirstData = {
  product: { productId: ella.productId, product: ella, recommended: [spiceMarket] },
  currencies: inLkr,
  config: aShopConfig(),
};
const productPageInUsd: FirstData = { ...productPage, currencies: inUsd };
const promise = {
  key: 'why-choose-us' as const,
  language: 'en' as const,
  body: 'Trusted by **10,000+ customers**.\n\n## Free Shipping & Returns\n\nFree worldwide shipping and {returnDays}-day returns.',
  saved: false,
  settings: {
    freeShippingThreshold: 5000,
    returnDays: 30,
    shopName: 'Wall Art Shop',
    shopEmail: 'hello@shop.lk',
    shopPhone: '+94 11 234 5678',
    shopAddress: '12 Galle Road, Colombo',
  },
};
const home: FirstData = {
  feeds: { trending: [spiceMarket, ella], newArrivals: [teaPlucker] },
  content: { language: 'en', texts: [promise] },
  currencies: inLkr,
  config: aShopConfig(),
};
const homeInSinhala: FirstData = { ...home, content: { language: 'si', texts: [promise] } };
const faqPage: FirstData = {
  content: { language: 'en', texts: [{ ...promise, key: 'faq', body: DEMO_CONTENT.faq.en }] },
  currencies: inLkr,
  config: aShopConfig(),
};
const aboutInSinhala: FirstData = {
  content: {
    language: 'si',
    texts: [{ ...promise, key: 'about', language: 'si', body: DEMO_CONTENT.about.si }],
  },
  currencies: inLkr,
  config: aShopConfig(),
};
const termsInTamil: FirstData = {
  content: {
    language: 'ta',
    texts: [{ ...promise, key: 'terms', language: 'ta', body: DEMO_CONTENT.terms.ta }],
  },
  currencies: inLkr,
  config: aShopConfig(),
};

const cardLinks = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLAnchorElement>('a[href^="/overview/"]')].map((a) =>
    a.getAttribute('href'),
  );

let unmount = () => {};
afterEach(() => {
  unmount();
  unmount = () => {};
  document.body.innerHTML = '';
  leaveServerRender();
});

describe('a shopper page drawn on the server', () => {
  it('a product page: its name as the heading, its price, its links, and its own title', async () => {
    const page = await renderPage({ url: `/overview/${ella.productId}`, data: productPage });
    const root = arrive(page.html);
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(ella.name);
    expect(root).toHaveTextContent('LKR 18,500.00');
    // The shipping and returns lines quote the settings the page carries.
    expect(root).toHaveTextContent('Free shipping on orders over LKR 5,000');
    expect(root).toHaveTextContent('30-day return policy');
    expect(cardLinks(root)).toContain(`/overview/${spiceMarket.productId}`);
    for (const link of within(root).getAllByRole('link', { name: 'Products' })) {
      expect(link).toHaveAttribute('href', '/products');
    }
    expect(page.title).toBe(`${ella.name} | Wall Art Shop`);
    expect(page.description).toContain(ella.description);

    // Structured data is the server's, written into the head: the app draws none to hydrate.
    expect(root.querySelector('script')).toBeNull();
  });

  it('a category: its heading and every print with its price and link', async () => {
    const page = await renderPage({ url: '/products/Kitchen', data: kitchenList });
    const root = arrive(page.html);
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Kitchen');
    expect(root).toHaveTextContent('LKR 12,500.00');
    expect(root).toHaveTextContent('LKR 9,900.00');
    expect(cardLinks(root)).toEqual(
      expect.arrayContaining([
        `/overview/${spiceMarket.productId}`,
        `/overview/${teaPlucker.productId}`,
      ]),
    );
    expect(page.title).toBe('Kitchen Wall Art | Wall Art Shop');
  });

  it('the home page: the trending prints and new arrivals, with their prices, below the fold too', async () => {
    const page = await renderPage({ url: '/', data: home });
    const root = arrive(page.html);
    expect(within(root).getByRole('heading', { name: 'Trending Wall Arts' })).toBeInTheDocument();
    expect(within(root).getByRole('heading', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(root).toHaveTextContent('LKR 9,900.00');
    expect(cardLinks(root)).toEqual(
      expect.arrayContaining([`/overview/${ella.productId}`, `/overview/${teaPlucker.productId}`]),
    );
    expect(page.title).toBe('Wall Art Shop');
    // The owner's shipping promise, its return window filled in from the settings.
    expect(root).toHaveTextContent('Free worldwide shipping and 30-day returns.');
    expect(root).toHaveTextContent('Trusted by 10,000+ customers.');
  });

  it("the FAQ and the terms: the owner's texts, drawn on the server in the page's language", async () => {
    const faq = arrive((await renderPage({ url: '/faq', data: faqPage })).html);
    expect(within(faq).getByRole('button', { name: 'Do you ship internationally?' })).toBeVisible();
    document.body.innerHTML = '';
    const terms = arrive((await renderPage({ url: '/ta/terms', data: termsInTamil })).html);
    const numbered = within(terms)
      .getAllByRole('heading', { level: 2 })
      .filter((h) => /^\d\. /.test(h.textContent ?? ''));
    expect(numbered).toHaveLength(9);
    expect(terms).toHaveTextContent('[Store Name]');
  });

  it("a product page in the shopper's currency: each LKR price with its ≈ figure, the picker on it", async () => {
    const page = await renderPage({ url: `/overview/${ella.productId}`, data: productPageInUsd });
    const root = arrive(page.html);
    // 18,500 / 300 = 61.666…, beside the price and its struck labeled price; 12,500 / 300 =
    // 41.666… for the recommended print.
    expect(root).toHaveTextContent('LKR 18,500.00LKR 22,000.00≈ USD 61.67');
    expect(root).toHaveTextContent('≈ USD 41.67');
    const picker = within(root).getByRole('combobox', { name: 'Currency' });
    expect(picker).toHaveValue('USD');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(DEFAULT_DISPLAY_CURRENCIES.map((c) => c.code));
  });

  it('a page in LKR shows no ≈ figure', async () => {
    const root = arrive((await renderPage({ url: '/products/Kitchen', data: kitchenList })).html);
    expect(root).toHaveTextContent('LKR 12,500.00');
    expect(root).not.toHaveTextContent('≈');
    expect(within(root).getByRole('combobox', { name: 'Currency' })).toHaveValue('LKR');
  });

  it('fails, rather than sending half a page, when a screen throws', async () => {
    const broken = { product: { ...productPage.product, product: null } };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      renderPage({ url: `/overview/${ella.productId}`, data: broken as unknown as FirstData }),
    ).rejects.toThrow();
  });
});

describe('the browser takes a drawn page over', () => {
  const pages: [string, string, FirstData, string][] = [
    ['a product page', `/overview/${ella.productId}`, productPage, ella.name],
    ['a category', '/products/Kitchen', kitchenList, 'Kitchen'],
    ['the home page', '/', home, 'Trending Wall Arts'],
    ['the home page in Sinhala', '/si/', homeInSinhala, 'ජනප්‍රිය බිතු කලාකෘති'],
    ['a category in Sinhala', '/si/products/Kitchen', kitchenList, 'මුළුතැන්ගෙය'],
    ['a product page in Tamil', `/ta/overview/${ella.productId}`, productPage, ella.name],
    ['a product page in US dollars', `/overview/${ella.productId}`, productPageInUsd, ella.name],
    ['the FAQ', '/faq', faqPage, 'Do you ship internationally?'],
    ['the terms in Tamil', '/ta/terms', termsInTamil, 'சேவை விதிமுறைகள்'],
    ['the about page in Sinhala', '/si/about', aboutInSinhala, 'අපගේ දැක්ම'],
  ];

  it.each(pages)('%s: hydrates with no mismatch and no request', async (_, url, data, heading) => {
    const { html } = await renderPage({ url, data });
    leaveServerRender();
    const root = arrive(html);
    const drawnHeading = screen.getAllByText(heading)[0];
    const page = await hydrateDrawnPage(url, data, root);
    unmount = page.unmount;
    const { problems } = page;

    expect(problems).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    // Hydration took over the markup that arrived rather than drawing the page anew.
    expect(screen.getAllByText(heading)[0]).toBe(drawnHeading);
    expect(root).toContainElement(drawnHeading ?? null);
  });
});
