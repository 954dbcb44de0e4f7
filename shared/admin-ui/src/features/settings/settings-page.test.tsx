import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { SettingsPage } from './settings-page';

type User = ReturnType<typeof renderAdmin>['user'];

const stored: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  shop: { ...DEFAULT_SHOP_SETTINGS.shop, name: 'Wall Art Colombo' },
};

function setup(settings: ShopSettings = stored) {
  const api = createMockApi();
  api.system.settings.mockResolvedValue(settings);
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

describe('SettingsPage', () => {
  it("loads the shop's details, bank, VAT and every rate by method and zone", async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Shop name' })).toHaveValue(
      'Wall Art Colombo',
    );
    expect(field('Bank name')).toHaveValue('Commercial Bank of Ceylon');
    expect(field('Account number')).toHaveValue('1000 2345 6789');
    expect(screen.getByRole('switch', { name: 'VAT registered' })).not.toBeChecked();
    expect(field('VAT rate (%)')).toHaveValue('18');
    expect(field('Free-shipping threshold (LKR)')).toHaveValue('5,000');
    const rates = screen.getByRole('table', { name: 'Shipping rates' });
    expect(
      within(rates)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Home standard',
      'Home express',
      'International: South Asia',
      'International: Asia & Pacific',
      'International: Middle East',
      'International: Europe',
      'International: Americas',
      'International: Africa',
    ]);
    expect(field('Home standard fee (LKR)')).toHaveValue('450');
    expect(field('Home standard days from')).toHaveValue('3');
    expect(field('Home standard days to')).toHaveValue('7');
    expect(field('International: Europe fee (LKR)')).toHaveValue('9,500');
    expect(field('International: Europe days to')).toHaveValue('21');
    // Nothing changed yet: nothing to save.
    expect(save()).toBeDisabled();
  });

  it("says the schema's message by each wrong field and sends nothing", async () => {
    const { api, user } = setup();
    await retype(user, await screen.findByRole('textbox', { name: 'Shop name' }), '');
    await retype(user, field('Email'), 'not-an-email');
    await user.click(screen.getByRole('switch', { name: 'VAT registered' }));
    await retype(user, field('Home express days from'), '5');
    await retype(user, field('Home express days to'), '2');
    await retype(user, field('International: Africa fee (LKR)'), '');
    await user.click(save());

    expect(await screen.findByText('Shop name is required')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription(/email/i);
    expect(field('VAT number')).toHaveAccessibleDescription(
      expect.stringContaining('A VAT-registered shop needs its VAT number'),
    );
    expect(field('Home express days to')).toHaveAccessibleDescription(
      expect.stringContaining('The longest delivery time is at least the shortest'),
    );
    expect(field('International: Africa fee (LKR)')).toHaveAccessibleDescription(
      expect.stringContaining('Fee must be a number'),
    );
    expect(api.system.updateSettings).not.toHaveBeenCalled();
  });

  it('saves the whole settings, says "Settings saved" and is clean again', async () => {
    const { api, user } = setup();
    const answer: ShopSettings = {
      ...stored,
      tax: { vatRegistered: true, vatRate: 18, vatNumber: '123456789-7000' },
      shipping: { ...stored.shipping, freeShippingThreshold: 7500 },
    };
    api.system.updateSettings.mockResolvedValue(answer);
    await retype(
      user,
      await screen.findByRole('textbox', { name: 'Free-shipping threshold (LKR)' }),
      '7500',
    );
    await user.click(screen.getByRole('switch', { name: 'VAT registered' }));
    await retype(user, field('VAT number'), '123456789-7000');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    api.system.settings.mockResolvedValue(answer);
    await user.click(save());

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.system.updateSettings).toHaveBeenCalledWith(answer);
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('edits the return window in whole days from 0 to 365, and keeps a saved one', async () => {
    const { api, user } = setup({ ...stored, afterSale: { ...stored.afterSale, returnDays: 14 } });
    const days = await screen.findByRole('textbox', { name: 'Return window (days)' });
    expect(days).toHaveValue('14');
    await retype(user, days, '400');
    await user.click(save());
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Return days is at most 365'));
    await retype(user, days, '-1');
    expect(days).toHaveAccessibleDescription(
      expect.stringContaining('Return days cannot be negative'),
    );
    expect(api.system.updateSettings).not.toHaveBeenCalled();
    const answer: ShopSettings = { ...stored, afterSale: { ...stored.afterSale, returnDays: 21 } };
    api.system.updateSettings.mockResolvedValue(answer);
    await retype(user, days, '21');
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.system.updateSettings).toHaveBeenCalledWith(answer);
  });

  it('edits the downloads a digital file allows and for how many days, keeping the return window', async () => {
    const afterSale = { returnDays: 14, downloadLimit: 5, downloadDays: 365 };
    const { api, user } = setup({ ...stored, afterSale });
    const limit = await screen.findByRole('textbox', { name: 'Downloads per digital file' });
    expect(limit).toHaveValue('5');
    await retype(user, limit, '0');
    await user.click(save());
    expect(limit).toHaveAccessibleDescription(
      expect.stringContaining('Download limit is at least 1'),
    );
    expect(api.system.updateSettings).not.toHaveBeenCalled();
    const answer: ShopSettings = {
      ...stored,
      afterSale: { returnDays: 14, downloadLimit: 3, downloadDays: 30 },
    };
    api.system.updateSettings.mockResolvedValue(answer);
    await retype(user, limit, '3');
    await retype(user, screen.getByRole('textbox', { name: 'Download window (days)' }), '30');
    await user.click(save());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.system.updateSettings).toHaveBeenCalledWith(answer);
  });

  it('discards changes back to what is saved', async () => {
    const { user } = setup();
    await retype(user, await screen.findByRole('textbox', { name: 'Branch' }), 'Kandy');
    expect(save()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field('Branch')).toHaveValue('Kollupitiya');
    expect(save()).toBeDisabled();
  });

  it("says the server's refusal when saving fails", async () => {
    const { api, user } = setup();
    api.system.updateSettings.mockRejectedValue(
      new ApiError(400, 'Account number holds digits, spaces and dashes only'),
    );
    await retype(user, await screen.findByRole('textbox', { name: 'Branch' }), 'Kandy');
    await user.click(save());
    expect(await screen.findByText('Settings could not be saved')).toBeInTheDocument();
    expect(
      screen.getByText('Account number holds digits, spaces and dashes only'),
    ).toBeInTheDocument();
  });

  it('says "Failed to load settings" when they cannot be loaded', async () => {
    const api = createMockApi();
    api.system.settings.mockRejectedValue(new ApiError(500, 'boom'));
    renderAdmin(<SettingsPage />, { api, route: '/admin/settings' });
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
    expect(screen.getByText('The settings could not be loaded.')).toBeInTheDocument();
  });
});
