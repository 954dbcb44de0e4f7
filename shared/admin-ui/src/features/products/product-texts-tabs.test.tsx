import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { EditProductPage } from './edit-product-page';

const translated = aProduct({
  translations: {
    si: { name: 'අරුණෝදයේ ඇල්ල කඳුවැටිය', altNames: ['ඇල්ල කපොල්ල'] },
    ta: { description: 'விடியலில் நீல-சாம்பல் மலைத்தொடர்கள்.' },
  },
});

function openEdit(product = translated) {
  const api = createMockApi();
  api.product.update.mockResolvedValue({ message: 'Product updated', product });
  const rendered = renderAdmin(<EditProductPage />, {
    api,
    route: '/admin/editproducts',
    state: product,
  });
  return { ...rendered, api };
}

describe('the product form’s language tabs', () => {
  it('shows English first, and each translation in its own tab', async () => {
    const { user } = openEdit();
    expect(await screen.findByRole('tab', { name: 'English', selected: true })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(translated.name);
    await user.click(screen.getByRole('tab', { name: 'සිංහල' }));
    expect(screen.getByRole('textbox', { name: 'Name in Sinhala' })).toHaveValue(
      'අරුණෝදයේ ඇල්ල කඳුවැටිය',
    );
    expect(screen.getByRole('textbox', { name: 'Alternative names in Sinhala' })).toHaveValue(
      'ඇල්ල කපොල්ල',
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'தமிழ்' }));
    expect(screen.getByRole('textbox', { name: 'Name in Tamil' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Description in Tamil' })).toHaveValue(
      'விடியலில் நீல-சாம்பல் மலைத்தொடர்கள்.',
    );
  });

  it('saves the texts of every tab, an emptied one dropped so it reads in English', async () => {
    const { user, api } = openEdit();
    await user.click(await screen.findByRole('tab', { name: 'தமிழ்' }));
    await user.click(screen.getByRole('textbox', { name: 'Name in Tamil' }));
    await user.paste('  விடியலில் எல்ல மலைத்தொடர் ');
    await user.click(screen.getByRole('tab', { name: 'සිංහල' }));
    await user.clear(screen.getByRole('textbox', { name: 'Alternative names in Sinhala' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(api.product.update).toHaveBeenCalledWith(
      translated.productId,
      expect.objectContaining({
        name: translated.name,
        translations: {
          si: { name: 'අරුණෝදයේ ඇල්ල කඳුවැටිය' },
          ta: {
            name: 'விடியலில் எல்ல மலைத்தொடர்',
            description: 'விடியலில் நீல-சாம்பல் மலைத்தொடர்கள்.',
          },
        },
      }),
    );
  });

  it('marks the tab of a refused translation and shows the message by its field', async () => {
    const { user, api } = openEdit();
    await user.click(await screen.findByRole('tab', { name: 'සිංහල' }));
    await user.click(screen.getByRole('textbox', { name: 'Name in Sinhala' }));
    await user.paste('අ'.repeat(120));
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const marked = await screen.findByRole('tab', { name: 'සිංහල (has errors)' });
    await user.click(marked);
    expect(await screen.findByText('Name is at most 120 characters')).toBeVisible();
    expect(api.product.update).not.toHaveBeenCalled();
  });
});
