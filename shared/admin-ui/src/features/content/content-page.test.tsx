import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT, type ContentAnswer, type ContentKey, type Language } from '@wallart/domain';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { ContentPage } from './content-page';

const settings = {
  freeShippingThreshold: 5000,
  returnDays: 30,
  shopName: 'Wall Art Shop',
  shopEmail: 'hello@shop.lk',
  shopPhone: '+94 11 234 5678',
  shopAddress: '12 Galle Road, Colombo',
};
const demo = (key: ContentKey, language: Language): ContentAnswer => ({
  key,
  language,
  body: DEMO_CONTENT[key][language],
  saved: false,
  settings,
});

function setup() {
  const api = createMockApi();
  api.content.read.mockImplementation((key, language = 'en') =>
    Promise.resolve(demo(key, language)),
  );
  return { ...renderAdmin(<ContentPage />, { api, route: '/admin/content' }), api };
}

describe('ContentPage', () => {
  it('shows the text in Markdown and previews it with the settings filled in', async () => {
    const { user } = setup();
    const text = await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
    expect(text).toHaveValue(DEMO_CONTENT['why-choose-us'].en);
    expect(screen.getByText(/English has no text of its own yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(
      await screen.findByText(
        'Free shipping on orders over LKR 5,000 and 30-day returns. If it is not right for your wall, send it back.',
      ),
    ).toBeVisible();
    expect(screen.getByText('10,000+ customers')).toBeVisible();
  });

  it('lists every text the owner writes: the home trust lines, the static pages and the FAQ', async () => {
    const { user } = setup();
    await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.click(screen.getByLabelText('Text', { selector: 'input' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Home page: Why Choose Us (a card per "## " heading; the line above them)',
      'About page',
      'FAQ (a question per "## " heading, its answer below)',
      'Shipping page',
      'Returns & Exchanges page',
      'Privacy Policy',
      'Terms of Service',
    ]);
    await user.click(screen.getByRole('option', { name: 'Privacy Policy' }));
    await user.click(screen.getByRole('radio', { name: 'Sinhala' }));
    expect(await screen.findByRole('textbox', { name: /Text \(Markdown\)/ })).toHaveValue(
      DEMO_CONTENT.privacy.si,
    );
  });

  it('saves the text for the chosen text and language', async () => {
    const { api, user } = setup();
    await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.click(screen.getByLabelText('Text', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Returns & Exchanges page' }));
    await user.click(screen.getByRole('radio', { name: 'Tamil' }));
    await waitFor(() => expect(api.content.read).toHaveBeenLastCalledWith('returns', 'ta'));
    const body = await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.clear(body);
    await user.click(body);
    await user.paste('திருப்பி அனுப்ப {returnDays} நாட்கள்');
    api.content.save.mockResolvedValue({
      ...demo('returns', 'ta'),
      body: 'திருப்பி அனுப்ப {returnDays} நாட்கள்',
      saved: true,
    });
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    await waitFor(() =>
      expect(api.content.save).toHaveBeenCalledWith('returns', {
        language: 'ta',
        body: 'திருப்பி அனுப்ப {returnDays} நாட்கள்',
      }),
    );
  });

  it('refuses an unknown setting before sending anything', async () => {
    const { api, user } = setup();
    const body = await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.clear(body);
    await user.click(body);
    await user.paste('Returns within {returnWindow} days');
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByText(/Unknown setting \{returnWindow\}/)).toBeInTheDocument();
    expect(api.content.save).not.toHaveBeenCalled();
  });
});
