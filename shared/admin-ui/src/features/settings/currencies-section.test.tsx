import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@wallart/domain';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { SettingsPage } from './settings-page';

type User = ReturnType<typeof renderAdmin>['user'];

const stored: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  currencies: [
    { code: 'LKR', rate: 1, decimals: 2 },
    { code: 'USD', rate: 300, decimals: 2 },
  ],
};

function setup() {
  const api = createMockApi();
  api.system.settings.mockResolvedValue(stored);
  return renderAdmin(<SettingsPage />, { api, route: '/admin/settings' });
}

async function retype(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value !== '') {
    await user.click(input);
    await user.paste(value);
  }
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save settings' });

describe('Display currencies in the settings', () => {
  it('lists each currency with its rate and decimals, LKR fixed at 1', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Display currencies' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(field('Currency 1 code')).toHaveValue('LKR');
    expect(field('Currency 1 code')).toHaveAttribute('readonly');
    expect(field('LKR rate (LKR per unit)')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Remove LKR' })).not.toBeInTheDocument();
    expect(field('Currency 2 code')).toHaveValue('USD');
    expect(field('USD rate (LKR per unit)')).toHaveValue('300');
    expect(field('USD decimals')).toHaveValue('2');
  });

  it("says the shared schema's message by a bad code or rate and sends nothing", async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add currency' }));
    await retype(user, field('Currency 3 code'), 'xyz');
    await retype(user, field('USD rate (LKR per unit)'), '0');
    await user.click(save());
    expect(field('Currency 3 code')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an ISO 4217 currency code, such as USD'),
    );
    expect(field('USD rate (LKR per unit)')).toHaveAccessibleDescription(
      expect.stringContaining('Rate must be above 0'),
    );
    expect(field('XYZ rate (LKR per unit)')).toHaveAccessibleDescription(
      expect.stringContaining('Rate must be a number'),
    );
    expect(api.system.updateSettings).not.toHaveBeenCalled();
  });

  it('adds a currency, removes another and saves the list', async () => {
    const { api, user } = setup();
    const answer: ShopSettings = {
      ...stored,
      currencies: [
        { code: 'LKR', rate: 1, decimals: 2 },
        { code: 'JPY', rate: 2.05, decimals: 0 },
      ],
    };
    api.system.updateSettings.mockResolvedValue(answer);
    await user.click(await screen.findByRole('button', { name: 'Add currency' }));
    await retype(user, field('Currency 3 code'), 'jpy');
    await retype(user, field('JPY rate (LKR per unit)'), '2.05');
    await retype(user, field('JPY decimals'), '0');
    await user.click(screen.getByRole('button', { name: 'Remove USD' }));
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.system.updateSettings).toHaveBeenCalledWith(answer);
  });
});
