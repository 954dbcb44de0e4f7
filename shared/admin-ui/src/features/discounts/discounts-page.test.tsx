import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Discount } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { DiscountsPage } from './discounts-page';

const discount = (over: Partial<Discount> = {}): Discount => ({
  id: 1,
  code: 'WELCOME10',
  type: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perCustomerLimit: 1,
  active: true,
  usedCount: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

const welcome = discount();
const bigSpender = discount({
  id: 2,
  code: 'BIG1500',
  type: 'fixed',
  value: 1_500,
  minSubtotal: 10_000,
  totalLimit: 100,
  perCustomerLimit: null,
  usedCount: 37,
});
const over = discount({ id: 3, code: 'OLDSALE', endsAt: '2026-01-31T18:29:59.999Z', usedCount: 4 });

function setup() {
  const api = createMockApi();
  api.discount.list.mockResolvedValue([welcome, bigSpender, over]);
  return renderAdmin(<DiscountsPage />, { api, route: '/admin/discounts' });
}

const rowOf = async (code: string) =>
  (await screen.findByText(code)).closest('tr') as HTMLTableRowElement;

describe('DiscountsPage', () => {
  it('lists every code with its value, minimum, uses and status', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Discounts' })).toBeInTheDocument();
    const big = await rowOf('BIG1500');
    expect(within(big).getByText('LKR 1,500 off')).toBeInTheDocument();
    expect(within(big).getByText('LKR 10,000.00')).toBeInTheDocument();
    expect(within(big).getByText('37 / 100')).toBeInTheDocument();
    expect(within(big).getByText('Active')).toBeInTheDocument();
    const first = await rowOf('WELCOME10');
    expect(within(first).getByText('10% off')).toBeInTheDocument();
    expect(within(first).getByText('0 (1 each)')).toBeInTheDocument();
    expect(within(await rowOf('OLDSALE')).getByText('Expired')).toBeInTheDocument();
  });

  it('creates a code from the form, sending the terms the server expects', async () => {
    const { api, user } = setup();
    api.discount.create.mockImplementation(async (input) =>
      discount({ id: 9, code: String(input.code).toUpperCase(), value: Number(input.value) }),
    );
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'spring15');
    await user.type(within(dialog).getByRole('textbox', { name: /^Percent off/ }), '15');
    await user.type(within(dialog).getByRole('textbox', { name: /^Total uses/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Discount code SPRING15 created')).toBeInTheDocument();
    expect(api.discount.create).toHaveBeenCalledWith({
      code: 'SPRING15',
      type: 'percent',
      value: 15,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      totalLimit: 50,
      perCustomerLimit: null,
      active: true,
    });
    await waitFor(() => expect(api.discount.list).toHaveBeenCalledTimes(2));
  });

  it('checks the terms before sending: a code with a space is refused at the field', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'TOO MUCH');
    await user.type(within(dialog).getByRole('textbox', { name: /^Percent off/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(
      await within(dialog).findByText('Code may hold only letters, digits, dashes and underscores'),
    ).toBeInTheDocument();
    expect(api.discount.create).not.toHaveBeenCalled();
  });

  it('shows a taken code at the code field (409 duplicate)', async () => {
    const { api, user } = setup();
    api.discount.create.mockRejectedValue(
      new ApiError(409, 'The code WELCOME10 already exists', [], 'duplicate'),
    );
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'welcome10');
    await user.type(within(dialog).getByRole('textbox', { name: /^Percent off/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('The code WELCOME10 already exists')).toBeVisible();
  });

  it('edits a code with its terms filled in', async () => {
    const { api, user } = setup();
    api.discount.update.mockImplementation(async (id, input) =>
      discount({ ...bigSpender, id, value: Number(input.value) }),
    );
    await user.click(within(await rowOf('BIG1500')).getByRole('button', { name: 'Edit BIG1500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit BIG1500' });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount off/ });
    expect(amount).toHaveValue('1,500');
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Discount code saved')).toBeInTheDocument();
    expect(api.discount.update).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ code: 'BIG1500', type: 'fixed', value: 2000, minSubtotal: 10_000 }),
    );
  });

  it('deactivates a used code after asking, and deletes an unused one', async () => {
    const { api, user } = setup();
    api.discount.remove.mockImplementation(async (id) =>
      id === 2 ? { ...bigSpender, active: false } : welcome,
    );
    await user.click(
      within(await rowOf('BIG1500')).getByRole('button', { name: 'Deactivate BIG1500' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Deactivate discount code' });
    expect(api.discount.remove).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Discount code deactivated')).toBeInTheDocument();
    expect(api.discount.remove).toHaveBeenCalledWith(2);
    await user.click(
      within(await rowOf('WELCOME10')).getByRole('button', { name: 'Delete WELCOME10' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete discount code' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Discount code deleted')).toBeInTheDocument();
    expect(api.discount.remove).toHaveBeenLastCalledWith(1);
  });
});
