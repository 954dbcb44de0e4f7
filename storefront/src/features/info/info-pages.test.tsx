import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, DEMO_CONTENT, type ContentKey } from '@wallart/domain';
import { api } from '../../lib/api';
import { renderScreen } from '../../test/render';
import {
  AboutPage,
  FaqPage,
  PrivacyPage,
  ReturnsPage,
  ShippingPage,
  TermsPage,
} from './content-page';
import { WhyChooseUs } from './why-choose-us';

const settings = {
  freeShippingThreshold: DEFAULT_SHOP_SETTINGS.shipping.freeShippingThreshold,
  returnDays: DEFAULT_SHOP_SETTINGS.afterSale.returnDays,
  shopName: DEFAULT_SHOP_SETTINGS.shop.name,
  shopEmail: DEFAULT_SHOP_SETTINGS.shop.email,
  shopPhone: DEFAULT_SHOP_SETTINGS.shop.phone,
  shopAddress: DEFAULT_SHOP_SETTINGS.shop.address,
};

/** The API answers the demo shop's texts, as a new shop does. */
beforeEach(() => {
  vi.spyOn(api.content, 'read').mockImplementation((key: ContentKey) =>
    Promise.resolve({ key, language: 'en', body: DEMO_CONTENT[key].en, saved: false, settings }),
  );
});

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');

describe('static pages', () => {
  it('privacy policy: seven numbered sections, last updated 29 June 2025', async () => {
    renderScreen(<PrivacyPage />);
    expect(await screen.findByText('Last updated: 29 June 2025')).toBeVisible();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(7);
    headings.forEach((h, i) => expect(h).toMatch(new RegExp(`^${i + 1}\\. `)));
    expect(screen.getByText('Last updated: 29 June 2025')).toBeVisible();
  });

  it('terms: nine numbered sections, 29 June 2025, 18+, placeholders left unfilled', async () => {
    renderScreen(<TermsPage />);
    expect(await screen.findByText('Last updated: 29 June 2025')).toBeVisible();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(9);
    headings.forEach((h, i) => expect(h).toMatch(new RegExp(`^${i + 1}\\. `)));
    expect(screen.getByText('Last updated: 29 June 2025')).toBeVisible();
    expect(screen.getByText(/at least 18 years old/)).toBeVisible();
    expect(screen.getAllByText(/\[Store Name\]/).length).toBeGreaterThan(0);
    expect(screen.getByText(/\[Currency\]/)).toBeVisible();
  });

  it('shipping: times, costs (over the threshold checkout uses, domestic only), tracking and delays', async () => {
    renderScreen(<ShippingPage />);
    expect(await screen.findByText('Standard shipping: 3–7 business days.')).toBeVisible();
    expect(sectionHeadings()).toEqual([
      'Processing Time',
      'Shipping Options',
      'Shipping Costs',
      'Order Tracking',
      'Delays',
    ]);
    expect(screen.getByText(/processed in 1–2 business days/)).toBeVisible();
    expect(screen.getByText('Standard shipping: 3–7 business days.')).toBeVisible();
    expect(screen.getByText('Express shipping: 1–3 business days.')).toBeVisible();
    expect(screen.getByText(/7–21 business days \(varies by country\)/)).toBeVisible();
    expect(screen.getByText(/orders over LKR 5,000 \(domestic only\)/)).toBeVisible();
  });

  it("returns: the shop's return window, exchanges, non-returnable items and refunds in 5–7 business days", async () => {
    renderScreen(<ReturnsPage />);
    expect(await screen.findByText(/Returns are accepted within 30 days/)).toBeVisible();
    expect(sectionHeadings()).toEqual([
      'Return Policy',
      'How to Return',
      'Exchanges',
      'Non-Returnable Items',
      'Refunds',
    ]);
    expect(screen.getByText(/started within 30 days/)).toBeVisible();
    expect(
      screen.getByText(
        `Email ${settings.shopEmail} with your order ID and the reason for the return.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/5–7 business days after the return is received and inspected/),
    ).toBeVisible();
    expect(screen.getByText(/customer pays return shipping unless/)).toBeVisible();
  });

  it('about: mission, Our Vision, a video, a team picture, Why Choose Us? and More Than Decor', async () => {
    const { container } = renderScreen(<AboutPage />);
    expect(await screen.findByRole('heading', { name: 'Our Vision' })).toBeVisible();
    expect(
      screen.getByText(`${DEFAULT_SHOP_SETTINGS.shop.name} began with a simple belief`, {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'More Than Decor' })).toBeVisible();
    expect(container.querySelector('video')).not.toBeNull();
    expect(screen.getByRole('img', { name: /team/ })).toBeVisible();
    const list = within(screen.getByRole('list'));
    expect(list.getAllByRole('listitem')).toHaveLength(4);
    expect(list.getByText(/island and worldwide/)).toBeVisible();
  });
});

describe('FAQ', () => {
  it('has five questions with none open, one open at a time, and closes the open one', async () => {
    const { user } = renderScreen(<FaqPage />);
    await screen.findByText('How long does shipping take?');
    const questions = screen.getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      'How long does shipping take?',
      'How can I track my order?',
      'What is your return policy?',
      'Can I change or cancel my order?',
      'Do you ship internationally?',
    ]);
    questions.forEach((q) => expect(q).toHaveAttribute('aria-expanded', 'false'));
    await user.click(questions[3]!);
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/as long as it has not been processed yet/)).toBeInTheDocument();
    await user.click(questions[4]!);
    expect(questions[3]).toHaveAttribute('aria-expanded', 'false');
    expect(questions[4]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/calculated at checkout/)).toBeInTheDocument();
    await user.click(questions[4]!);
    expect(questions[4]).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('what the pages promise is what the shop does', () => {
  it('FAQ: the shipping mail carries the tracking; a Pending order is cancelled from My Orders', async () => {
    const { user } = renderScreen(<FaqPage />);
    await user.click(await screen.findByRole('button', { name: 'How can I track my order?' }));
    expect(
      screen.getByText(/we email you a tracking number, with the carrier and a link/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Can I change or cancel my order?' }));
    expect(
      screen.getByText(/While an order is Pending you can cancel it yourself: press Delete/),
    ).toBeInTheDocument();
    expect(screen.getByText(/contact our support team/)).toBeInTheDocument();
  });

  it('FAQ: the returns answer gives the shop’s return window from its settings', async () => {
    vi.mocked(api.content.read).mockResolvedValue({
      key: 'faq',
      language: 'en',
      body: DEMO_CONTENT.faq.en,
      saved: false,
      settings: { ...settings, returnDays: 21 },
    });
    const { user } = renderScreen(<FaqPage />);
    await user.click(await screen.findByRole('button', { name: 'What is your return policy?' }));
    expect(
      await screen.findByText(/^Returns are accepted within 21 days of delivery/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/14 days/)).toBeNull();
  });

  it('shipping: the tracking mail names the carrier and links to its tracking page', async () => {
    renderScreen(<ShippingPage />);
    expect(await screen.findByText(/email with the carrier and tracking number/)).toBeVisible();
    expect(
      screen.getByText(/link to the carrier’s tracking page|link to the carrier's tracking page/),
    ).toBeVisible();
  });

  it('terms and home: payment by card, bank transfer or cash on delivery', async () => {
    renderScreen(<TermsPage />);
    const payment = await screen.findByText(/You may pay by card/);
    expect(payment).toHaveTextContent('by bank transfer within 3 days of ordering');
    expect(payment).toHaveTextContent('in cash to the courier on delivery');
    expect(payment).toHaveTextContent('within Sri Lanka');
    expect(screen.queryByText(/Payment is due when the order is placed/)).not.toBeInTheDocument();
    expect(screen.getByText(/cancel it yourself with Delete in My Orders/)).toBeVisible();
  });

  it('Why Choose Us: the three ways to pay under Secure Payments', async () => {
    renderScreen(<WhyChooseUs />);
    expect(
      await screen.findByText(
        /by credit or debit card .*, by bank transfer, or in cash on delivery/,
      ),
    ).toBeVisible();
  });

  it("shows the owner's saved text with the settings as they are now, and no raw HTML", async () => {
    vi.mocked(api.content.read).mockResolvedValue({
      key: 'returns',
      language: 'en',
      body: 'Sent back within **{returnDays} days**. <img src=x onerror=alert(1)>\n\n## Our Promise\n\nWrite to {shopEmail}.',
      saved: true,
      settings: { ...settings, returnDays: 21, shopEmail: 'care@shop.lk' },
    });
    const { container } = renderScreen(<ReturnsPage />);
    expect(await screen.findByText('21 days')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Promise' })).toBeVisible();
    expect(screen.getByText('Write to care@shop.lk.')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it("Why Choose Us: the shipping promise is the owner's text with the shop's threshold and return window", async () => {
    renderScreen(<WhyChooseUs />);
    expect(
      await screen.findByText(
        'Free shipping on orders over LKR 5,000 and 30-day returns. If it is not right for your wall, send it back.',
      ),
    ).toBeVisible();
  });

  it("Why Choose Us: the owner's cards, in order, and the trust line under them", async () => {
    vi.mocked(api.content.read).mockResolvedValue({
      key: 'why-choose-us',
      language: 'en',
      body: 'Loved by **12,000 buyers**.\n\n## Made Here\n\nPrinted in {shopAddress}.\n\n## Quick Answers\n\nWrite to {shopEmail}.',
      saved: true,
      settings: { ...settings, shopAddress: 'Kandy', shopEmail: 'care@shop.lk' },
    });
    renderScreen(<WhyChooseUs />);
    expect(await screen.findByText('12,000 buyers')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Made Here',
      'Quick Answers',
    ]);
    expect(screen.getByText('Printed in Kandy.')).toBeVisible();
    expect(screen.getByText('Write to care@shop.lk.')).toBeVisible();
    expect(screen.queryByText(/10,000\+/)).toBeNull();
  });

  it("FAQ and terms: the owner's saved questions and sections replace the demo's", async () => {
    vi.mocked(api.content.read).mockImplementation((key: ContentKey) =>
      Promise.resolve({
        key,
        language: 'en',
        body:
          key === 'faq'
            ? '## Do you frame prints?\n\nYes, in teak, for {freeShippingThreshold} or more.'
            : 'Last updated: 1 December 2026\n\n## 1. Who We Are\n\nCall {shopPhone}.',
        saved: true,
        settings: { ...settings, shopPhone: '+94 77 000 0000' },
      }),
    );
    const faq = renderScreen(<FaqPage />);
    await faq.user.click(await screen.findByRole('button', { name: 'Do you frame prints?' }));
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('Yes, in teak, for LKR 5,000 or more.')).toBeInTheDocument();
    faq.unmount();
    renderScreen(<TermsPage />);
    expect(await screen.findByText('Last updated: 1 December 2026')).toBeVisible();
    expect(sectionHeadings()).toEqual(['1. Who We Are']);
    expect(screen.getByText('Call +94 77 000 0000.')).toBeVisible();
  });
});
