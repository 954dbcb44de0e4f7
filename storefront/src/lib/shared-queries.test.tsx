import { act } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { aUser } from '@wallart/admin-ui/testing/fixtures';
import { createQueryClient } from '../app/providers';
import { sharedKeys, useCurrentUser } from './shared-queries';

function Greeting() {
  const { data: user } = useCurrentUser();
  return <p>{user ? `Hello ${user.firstName}` : 'Hello'}</p>;
}

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  document.body.innerHTML = '';
});

describe('useCurrentUser', () => {
  it('draws as the server did while taking its drawing over, then the known shopper', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <Greeting />
      </QueryClientProvider>,
    );
    document.body.append(root);
    // The header already asked and was answered before this part is taken over.
    const client = createQueryClient();
    client.setQueryData(sharedKeys.currentUser(), aUser({ firstName: 'Nimali' }));
    const problems: unknown[] = [];

    await act(async () => {
      mounted = hydrateRoot(
        root,
        <QueryClientProvider client={client}>
          <Greeting />
        </QueryClientProvider>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });

    expect(problems).toEqual([]);
    expect(root).toHaveTextContent('Hello Nimali');
  });
});
