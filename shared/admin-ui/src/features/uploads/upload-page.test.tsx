import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { UploadPage } from './upload-page';

const file = new File(['png'], 'wall.png', { type: 'image/png' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('UploadPage', () => {
  it('uploads one file and says "File uploaded successfully"', async () => {
    const api = createMockApi();
    api.upload.image.mockResolvedValue({
      url: '/uploads/1700000000000-wall.png',
      width: 3600,
      height: 5400,
    });
    const { user } = renderAdmin(<UploadPage />, { api, route: '/testing' });
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.upload(fileInput(), file);
    await user.click(upload);
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(api.upload.image).toHaveBeenCalledWith(file, 'wall.png');
    expect(
      screen.getByRole('link', { name: '/uploads/1700000000000-wall.png' }),
    ).toBeInTheDocument();
  });

  it('says "File upload failed" when the server refuses', async () => {
    const api = createMockApi();
    api.upload.image.mockRejectedValue(new ApiError(415, 'Only images can be uploaded'));
    const { user } = renderAdmin(<UploadPage />, { api, route: '/testing' });
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File upload failed')).toBeInTheDocument();
  });
});
