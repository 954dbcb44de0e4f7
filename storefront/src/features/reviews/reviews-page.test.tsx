import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { aReview, serverError } from '@wallart/admin-ui/testing/fixtures';
import { renderScreen } from '../../test/render';
import { WAITING_REVIEWS_KEY } from './my-waiting-reviews';
import { colorOf, initialsOf } from './review-avatar';
import { ReviewsPage } from './reviews-page';
import { REVIEWS_PER_PAGE } from './reviews.queries';

const open = (route = '/reviews') => renderScreen(<ReviewsPage />, { route });

/** A page of reviews as the client hands it over. */
const page = (items: Review[], total = items.length, pageNo = 1) => ({
  items,
  total,
  page: pageNo,
  limit: REVIEWS_PER_PAGE,
});

afterEach(() => localStorage.clear());

async function write(user: ReturnType<typeof open>['user'], stars: number | null) {
  await user.type(screen.getByLabelText('Name'), 'Ruwan Jayasinghe');
  await user.type(screen.getByLabelText('Title'), 'Well packed');
  await user.type(screen.getByLabelText('Comment'), 'Arrived in three days.');
  if (stars) {
    screen.getByRole('radio', { name: `${stars} stars` }).focus();
    await user.keyboard('{Enter}');
  }
  await user.click(screen.getByRole('button', { name: 'Submit Review' }));
}

describe('reviews', () => {
  it('lists reviews with an avatar made from the name, the title, stars and comment', async () => {
    vi.spyOn(api.review, 'list').mockResolvedValue(page([aReview()]));
    open();
    expect(screen.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('KF')).toBeVisible();
    expect(card.getByText('Kasun Fernando')).toBeVisible();
    expect(
      card.getByRole('heading', { name: 'Our restaurant finally feels finished' }),
    ).toBeVisible();
    expect(card.getByLabelText('5 out of 5 stars')).toBeInTheDocument();
    expect(card.getByText('Every canvas matched the photos.')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a loading state and an error state', async () => {
    vi.spyOn(api.review, 'list').mockRejectedValue(serverError(500, 'Down'));
    open();
    expect(screen.getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews could not be loaded');
  });

  it('invites the first review when there are none', async () => {
    vi.spyOn(api.review, 'list').mockResolvedValue(page([]));
    open();
    expect(await screen.findByText('No reviews yet. Be the first to share yours.')).toBeVisible();
  });

  it('alerts "Please fill out all fields and select a rating." without a rating, and sends nothing', async () => {
    vi.spyOn(api.review, 'list').mockResolvedValue(page([]));
    const create = vi.spyOn(api.review, 'create');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = open();
    await write(user, null);
    expect(alert).toHaveBeenCalledWith('Please fill out all fields and select a rating.');
    expect(create).not.toHaveBeenCalled();
  });

  it('puts a new review on top and clears the form', async () => {
    const created = aReview({
      _id: '9',
      name: 'Ruwan Jayasinghe',
      title: 'Well packed',
      rating: 4,
    });
    vi.spyOn(api.review, 'list')
      .mockResolvedValueOnce(page([aReview()]))
      .mockResolvedValue(page([created, aReview()]));
    const create = vi.spyOn(api.review, 'create').mockResolvedValue(created);
    const { user } = open();
    await screen.findByText('Kasun Fernando');
    await write(user, 4);
    expect(create).toHaveBeenCalledWith({
      name: 'Ruwan Jayasinghe',
      title: 'Well packed',
      comment: 'Arrived in three days.',
      rating: 4,
    });
    await vi.waitFor(() =>
      expect(screen.getAllByRole('article')[0]).toHaveTextContent('Ruwan Jayasinghe'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Awaiting approval')).not.toBeInTheDocument();
  });

  it('shows a review the shop holds for approval on top at once to its author, marked "Awaiting approval"', async () => {
    const held = aReview({
      _id: '9',
      name: 'Ruwan Jayasinghe',
      title: 'Well packed',
      rating: 4,
      isApproved: false,
    });
    // The shop's list never holds it: only its author's browser shows it.
    vi.spyOn(api.review, 'list').mockResolvedValue(page([aReview()]));
    vi.spyOn(api.review, 'create').mockResolvedValue(held);
    const { user } = open();
    await screen.findByText('Kasun Fernando');
    await write(user, 4);

    await vi.waitFor(() =>
      expect(screen.getAllByRole('article')[0]).toHaveTextContent('Ruwan Jayasinghe'),
    );
    const [top, next] = screen.getAllByRole('article');
    expect(within(top as HTMLElement).getByText('Awaiting approval')).toBeVisible();
    expect(within(next as HTMLElement).queryByText('Awaiting approval')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(JSON.parse(localStorage.getItem(WAITING_REVIEWS_KEY) ?? '[]')).toEqual([held]);
  });

  it('keeps the author’s waiting review on top after a reload, and forgets it once published', async () => {
    const held = aReview({ _id: '9', title: 'Well packed', createdAt: new Date().toISOString() });
    localStorage.setItem(WAITING_REVIEWS_KEY, JSON.stringify([{ ...held, isApproved: false }]));
    const list = vi.spyOn(api.review, 'list').mockResolvedValue(page([aReview()]));
    const first = open();
    const top = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(top).toHaveTextContent('Well packed');
    expect(within(top).getByText('Awaiting approval')).toBeVisible();
    first.unmount();

    list.mockResolvedValue(page([held, aReview()]));
    open();
    await vi.waitFor(() => expect(localStorage.getItem(WAITING_REVIEWS_KEY)).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Awaiting approval')).not.toBeInTheDocument();
  });

  it('pages through the reviews, reading the page from the address', async () => {
    const list = vi
      .spyOn(api.review, 'list')
      .mockResolvedValue(page([aReview({ title: 'On page two' })], 25, 2));
    const { user } = open('/reviews?page=2');
    expect(await screen.findByText('On page two')).toBeVisible();
    expect(list).toHaveBeenCalledWith({ page: 2, limit: REVIEWS_PER_PAGE });
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 3, limit: 10 }));
  });
});

describe('review avatars', () => {
  it('takes the initials of the first and last words', () => {
    expect(initialsOf('nimali perera de silva')).toBe('NS');
    expect(initialsOf('Kasun')).toBe('K');
    expect(initialsOf('   ')).toBe('?');
  });

  it('gives the same name the same colour every time', () => {
    expect(colorOf('Kasun Fernando')).toBe(colorOf('Kasun Fernando'));
  });
});
