import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { CsvImportDialog } from './csv-import-dialog';

const csvFile = (text: string) => new File([text], 'products.csv', { type: 'text/csv' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

function setup() {
  const api = createMockApi();
  const onClose = vi.fn();
  const rendered = renderAdmin(<CsvImportDialog opened onClose={onClose} />, {
    api,
    route: '/admin/products',
  });
  return { ...rendered, onClose };
}

describe('CsvImportDialog', () => {
  it('explains the sizes column: entries separated by "; ", each label|price|labeledPrice|stock', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Import products from CSV' });
    expect(within(dialog).getByText('sizes')).toBeInTheDocument();
    expect(within(dialog).getByText('label|price|labeledPrice|stock')).toBeInTheDocument();
    expect(within(dialog).getByText('|width|height|unit')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '12x18 in|4500|5000|3; 18x24 in|6500|7000|2; Large|9000|9500|1|30|40|cm',
      ),
    ).toBeInTheDocument();
  });

  it('checks the file with a dry run and lists each bad row; Import stays off', async () => {
    const { api, user } = setup();
    api.product.importCsv.mockResolvedValue({
      dryRun: true,
      created: 1,
      updated: 0,
      errors: [
        { row: 3, message: 'price: Price must be a number' },
        { row: 5, message: 'category: Unknown category' },
      ],
      lowResolution: [],
    });
    await user.upload(fileInput(), csvFile('productId,name\nA,B\n'));
    expect(await screen.findByText(/2 rows with errors/)).toBeInTheDocument();
    expect(api.product.importCsv).toHaveBeenCalledWith('productId,name\nA,B\n', { dryRun: true });
    const table = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(table).getByText('price: Price must be a number')).toBeInTheDocument();
    expect(within(table).getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('imports a clean file for real after the dry run, then closes', async () => {
    const { api, user, onClose } = setup();
    api.product.importCsv
      .mockResolvedValueOnce({
        dryRun: true,
        created: 2,
        updated: 1,
        errors: [],
        lowResolution: [],
      })
      .mockResolvedValueOnce({
        dryRun: false,
        created: 2,
        updated: 1,
        errors: [],
        lowResolution: [],
      });
    await user.upload(fileInput(), csvFile('csv-text'));
    expect(await screen.findByText('2 new, 1 to update')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Products imported: 2 new, 1 updated')).toBeInTheDocument();
    expect(api.product.importCsv).toHaveBeenLastCalledWith('csv-text', { dryRun: false });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('lists the rows whose image prints below 150 DPI, and still lets them import', async () => {
    const { api, user } = setup();
    api.product.importCsv.mockResolvedValue({
      dryRun: true,
      created: 1,
      updated: 0,
      errors: [],
      lowResolution: [{ row: 2, message: '24x36 in at 100 DPI: needs 3600x5400 px' }],
    });
    await user.upload(fileInput(), csvFile('csv-text'));
    expect(await screen.findByText('Images too small to print well')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows below 150 DPI' });
    expect(within(table).getByText('24x36 in at 100 DPI: needs 3600x5400 px')).toBeInTheDocument();
    expect(within(table).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it("shows the server's reason when the file cannot be read at all", async () => {
    const { api, user } = setup();
    api.product.importCsv.mockRejectedValue(new ApiError(400, 'The file is empty'));
    await user.upload(fileInput(), csvFile(''));
    expect(await screen.findByText('The file is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
