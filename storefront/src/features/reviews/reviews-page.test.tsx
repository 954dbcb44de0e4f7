import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { aReview, serverError } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { colorOf, initialsOf } from './review-avatar';
import { ReviewsPage } from './reviews-page';

const open = () => renderScreen(<ReviewsPage />, { route: '/reviews' });

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
    vi.spyOn(api.review, 'list').mockResolvedValue([aReview()]);
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
    vi.spyOn(api.review, 'list').mockResolvedValue([]);
    open();
    expect(await screen.findByText('No reviews yet. Be the first to share yours.')).toBeVisible();
  });

  it('alerts "Please fill out all fields and select a rating." without a rating, and sends nothing', async () => {
    vi.spyOn(api.review, 'list').mockResolvedValue([]);
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
      .mockResolvedValueOnce([aReview()])
      .mockResolvedValue([created, aReview()]);
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
