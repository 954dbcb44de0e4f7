import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import type { ProductSize } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { aProduct, aUser } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { BackInStockForm } from './back-in-stock-form';

const size = (label: string, stock: number): ProductSize => ({
  size: label,
  price: 6500,
  labeledPrice: 6500,
  stock,
  width: 12,
  height: 18,
  unit: 'in',
});

const mixed = aProduct({ sizes: [size('12x18 in', 3), size('18x24 in', 0), size('24x36 in', 0)] });

describe('the back-in-stock form', () => {
  it('is not there when every size is in stock', () => {
    renderScreen(<BackInStockForm product={aProduct()} />);
    expect(screen.queryByRole('button', { name: "Tell me when it's back" })).toBeNull();
  });

  it('sends the address and the sold-out size chosen, and shows the answer', async () => {
    const notify = vi
      .spyOn(api.wishlist, 'notify')
      .mockResolvedValue({ message: 'Thank you! We will e-mail you once.' });
    const { user } = renderScreen(<BackInStockForm product={mixed} />);
    // Only the sold-out sizes are offered.
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '18x24 in',
      '24x36 in',
    ]);
    await user.selectOptions(select, '24x36 in');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    expect(await screen.findByText('Thank you! We will e-mail you once.')).toBeVisible();
    expect(notify).toHaveBeenCalledWith('WA-LR-001', {
      email: 'ama@example.com',
      size: '24x36 in',
    });
  });

  it("fills in a signed-in shopper's address", async () => {
    localStorage.setItem('token', 'jwt');
    vi.spyOn(api.user, 'current').mockResolvedValue(aUser({ email: 'nimali@example.com' }));
    renderScreen(<BackInStockForm product={mixed} chosenSize="18x24 in" />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nimali@example.com'),
    );
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('18x24 in');
  });

  it("shows the server's refusal, e.g. a size that came back in stock meanwhile", async () => {
    vi.spyOn(api.wishlist, 'notify').mockRejectedValue(
      new ApiError(409, 'This size is in stock: you can order it now.', [], 'in_stock'),
    );
    const { user } = renderScreen(<BackInStockForm product={mixed} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This size is in stock: you can order it now.',
    );
  });

  it('shows an address the server refused beside the field', async () => {
    vi.spyOn(api.wishlist, 'notify').mockRejectedValue(
      new ApiError(400, 'Invalid input', [
        { path: 'email', message: 'Enter a valid email address' },
      ]),
    );
    const { user } = renderScreen(<BackInStockForm product={mixed} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ama');
    await user.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  });
});
