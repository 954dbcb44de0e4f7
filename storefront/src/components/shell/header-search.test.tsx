import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { HeaderSearch } from './header-search';

describe('the header search box', () => {
  it('opens the search results for the trimmed text', async () => {
    const { user } = renderScreen(<HeaderSearch />);
    const search = screen.getByRole('search');
    await user.type(screen.getByRole('searchbox', { name: 'Search prints' }), '  lotus pond ');
    await user.click(screen.getByRole('button', { name: 'Search prints' }));
    expect(search).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=lotus%20pond');
  });

  it('does nothing with blank text', async () => {
    const { user } = renderScreen(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search prints' }), '   {Enter}');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
