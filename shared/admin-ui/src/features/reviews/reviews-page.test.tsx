import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { ReviewsPage } from './reviews-page';

const shown: Review = {
  _id: '21',
  name: 'Anoma',
  title: 'Beautiful print',
  comment: 'The colours are even better in person.',
  rating: 5,
  image: '/avatars/anoma.svg',
  isHidden: false,
  createdAt: '2026-11-18T08:00:00.000Z',
};
const hidden: Review = {
  ...shown,
  _id: '22',
  name: 'Spam Bot',
  title: 'Cheap deals',
  isHidden: true,
};

function setup() {
  const api = createMockApi();
  api.review.list.mockResolvedValue([shown, hidden]);
  return renderAdmin(<ReviewsPage />, { api, route: '/admin/reviews' });
}

const rowOf = async (title: string) =>
  (await screen.findByText(title)).closest('tr') as HTMLTableRowElement;

describe('ReviewsPage', () => {
  it('lists every review, hidden ones too, with their visibility', async () => {
    const { api } = setup();
    expect(within(await rowOf('Beautiful print')).getByText('Shown')).toBeInTheDocument();
    expect(within(await rowOf('Cheap deals')).getByText('Hidden')).toBeInTheDocument();
    expect(api.review.list).toHaveBeenCalledWith({ all: true });
  });

  it('hides a shown review and shows a hidden one', async () => {
    const { api, user } = setup();
    api.review.setHidden.mockImplementation(async (id, isHidden) => ({
      ...(id === '21' ? shown : hidden),
      isHidden,
    }));
    await user.click(await screen.findByRole('button', { name: 'Hide review “Beautiful print”' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(api.review.setHidden).toHaveBeenCalledWith('21', true);
    await user.click(screen.getByRole('button', { name: 'Show review “Cheap deals”' }));
    expect(await screen.findByText('Review shown')).toBeInTheDocument();
    expect(api.review.setHidden).toHaveBeenLastCalledWith('22', false);
  });

  it('deletes only after confirmation', async () => {
    const { api, user } = setup();
    api.review.remove.mockResolvedValue({ message: 'Review deleted' });
    await user.click(await screen.findByRole('button', { name: 'Delete review “Cheap deals”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete review' });
    expect(api.review.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    expect(api.review.remove).toHaveBeenCalledWith('22');
    await waitFor(() => expect(api.review.list).toHaveBeenCalledTimes(2));
  });

  it('says "Review delete failed" when the delete is refused', async () => {
    const { api, user } = setup();
    api.review.remove.mockRejectedValue(new ApiError(500, 'boom'));
    await user.click(await screen.findByRole('button', { name: 'Delete review “Cheap deals”' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Review delete failed')).toBeInTheDocument();
  });

  it('says "Failed to fetch reviews" when the list cannot be loaded', async () => {
    const failing = createMockApi();
    failing.review.list.mockRejectedValue(new ApiError(500, 'boom'));
    renderAdmin(<ReviewsPage />, { api: failing, route: '/admin/reviews' });
    expect(await screen.findByText('Failed to fetch reviews')).toBeInTheDocument();
  });
});
