import { describe, expect, it, vi } from 'vitest';
import { createWebAdminHost } from './web-admin-host';

describe('createWebAdminHost', () => {
  it('reads and forgets the storefront token under "token", same origin', async () => {
    const host = createWebAdminHost();
    expect(host.getBaseUrl()).toBe('');
    expect(await host.getToken()).toBeNull();
    localStorage.setItem('token', 'jwt-1');
    expect(await host.getToken()).toBe('jwt-1');
    await host.clearToken();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('goes to /login through the router when it has one', () => {
    const navigate = vi.fn();
    createWebAdminHost({ navigate }).goToLogin();
    expect(navigate).toHaveBeenCalledWith('/login', { state: { sessionEnded: undefined } });
  });

  it('after a refused session: login says so, and returns to the admin screen', () => {
    const navigate = vi.fn();
    createWebAdminHost({ navigate }).goToLogin({
      returnTo: '/admin/orders?status=Pending',
      sessionEnded: true,
    });
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fadmin%2Forders%3Fstatus%3DPending', {
      state: { sessionEnded: true },
    });
  });

  it('saves a file as a download', async () => {
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    const created = vi.fn(() => 'blob:csv');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    await createWebAdminHost().saveFile('products.csv', 'a,b\n', 'text/csv');
    expect(clicked).toEqual([{ download: 'products.csv', href: 'blob:csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('saves a PDF fetched as a Blob as a download of that very Blob', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:pdf';
    });
    URL.revokeObjectURL = vi.fn();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await createWebAdminHost().saveFile('invoice-WA-1.pdf', pdf, 'application/pdf');
    expect(made).toEqual([pdf]);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('has no print dialog of its own: staff print the downloaded PDF from the browser', () => {
    expect('printPdf' in createWebAdminHost()).toBe(false);
  });
});
