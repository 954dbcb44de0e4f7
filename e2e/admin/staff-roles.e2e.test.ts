import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminSession, toastWith, type AdminSession } from '../support/admin-session';

let session: AdminSession;

beforeAll(async () => {
  session = await startAdminSession();
});

afterAll(async () => {
  await session?.close();
});

describe('staff roles', () => {
  it('an admin makes a shopper an admin from Users; the shopper then signs in to the dashboard', async () => {
    const shopper = {
      firstName: 'Sanduni',
      lastName: 'Rajapaksa',
      email: 'sanduni.r@wallart.test',
      password: 'Sanduni!2345',
    };
    await session.apiAs(null).user.register({ ...shopper, phone: '0771234455' });
    const name = `${shopper.firstName} ${shopper.lastName}`;

    const { page: staff } = await session.open('/admin/users');
    await staff.getByRole('heading', { name: 'Users' }).waitFor();
    const row = staff.getByRole('table', { name: 'Users' }).locator('tbody tr', {
      hasText: shopper.email,
    });
    await row.getByRole('button', { name: `Make ${name} an admin` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Make admin' });
    await dialog.getByText(`Make ${name} (${shopper.email}) an admin?`).waitFor();
    await dialog.getByRole('button', { name: 'Make admin' }).click();
    await toastWith(staff, `${name} is now an admin`).waitFor();
    await row.getByRole('button', { name: `Remove ${name} as admin` }).waitFor();
    expect(await row.getByText('admin', { exact: true }).isVisible()).toBe(true);

    // Staff's own row cannot be changed from here: disabled, with the reason.
    const me = await session.api.user.current();
    const own = staff.getByRole('button', { name: `Remove ${me.name} as admin` });
    expect(await own.getAttribute('aria-disabled')).toBe('true');

    const { page } = await session.open('/login', { token: null });
    await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await page.getByLabel(/^Password/).fill(shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await sections.getByRole('link', { name: 'Users' }).isVisible()).toBe(true);

    const entries = await session.api.system.audit({ entityType: 'user' });
    expect(entries.items[0]).toMatchObject({ action: 'user.promote', actorEmail: me.email });
  });
});
