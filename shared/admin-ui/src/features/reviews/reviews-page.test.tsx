import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@wallart/domain';
import { ApiError } from '@wallart/domain/api-client';
import { aPage } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { renderAdmin } from '../../test/render';
import { REVIEWS_PAGE_SIZE, ReviewsPage } from './reviews-page';

const shown: Review = {
  _id: '21',
  name: 'Anoma',
  title: 'Beautiful print',
  comment: 'The colours are even better in person.',
  rating: 5,
  image: '/avatars/anoma.svg',
  isHidden: false,
  isApproved: true,
  createdAt: '2026-11-18T08:00:00.000Z',
};
const hidden: Review = {
  ...shown,
  _id: '22',
  name: 'Spam Bot',
  title: 'Cheap deals',
  isHidden: true,
};
const waiting: Review = {
  ...shown,
  _id: '23',
  name: 'Signed Out Writer',
  title: 'Please approve me',
  isApproved: false,
};

function setup(total = 3) {
  const api = createMockApi();
  api.review.list.mockResolvedValue(aPage([shown, hidden, waiting], total, 1, REVIEWS_PAGE_SIZE));
  return renderAdmin(<ReviewsPage />, { api, route: '/admin/reviews' });
}

const rowOf = async (title: string) =>
  (await screen.findByText(title)).closest('tr') as HTMLTableRowElement;

describe('ReviewsPage', () => {
  it('lists the first page of every review, hidden and waiting ones too, with their status', async () => {
    const { api } = setup();
    expect(within(await rowOf('Beautiful print')).getByText('Shown')).toBeInTheDocument();
    expect(within(await rowOf('Cheap deals')).getByText('Hidden')).toBeInTheDocument();
    expect(
      within(await rowOf('Please approve me')).getByText('Awaiting approval'),
    ).toBeInTheDocument();
    expect(api.review.list).toHaveBeenCalledWith({
      all: true,
      status: undefined,
      page: 1,
      limit: REVIEWS_PAGE_SIZE,
    });
  });

  it('offers Approve only on a waiting review, and approves it', async () => {
    const { api, user } = setup();
    api.review.approve.mockResolvedValue({ ...waiting, isApproved: true });
    await rowOf('Please approve me');
    expect(
      screen.queryByRole('button', { name: 'Approve review “Beautiful print”' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve review “Please approve me”' }));
    expect(await screen.findByText('Review approved')).toBeInTheDocument();
    expect(api.review.approve).toHaveBeenCalledWith('23');
    await waitFor(() => expect(api.review.list).toHaveBeenCalledTimes(2));
  });

  it('pages on the server and filters by status, starting again at page 1', async () => {
    const { api, user } = setup(120);
    await rowOf('Beautiful print');
    expect(screen.getByText('Showing 1–3 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(api.review.list).toHaveBeenLastCalledWith({
        all: true,
        status: undefined,
        page: 2,
        limit: REVIEWS_PAGE_SIZE,
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Awaiting approval' }));
    await waitFor(() =>
      expect(api.review.list).toHaveBeenLastCalledWith({
        all: true,
        status: 'awaiting-approval',
        page: 1,
        limit: REVIEWS_PAGE_SIZE,
      }),
    );
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
