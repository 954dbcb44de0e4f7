import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import type { AdminErrorMeta } from './admin-query-client';
import { createAdminQueryClient } from './admin-query-client';
import { adminTheme } from '../theme/admin-theme';

const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => logged.mockClear());

function renderWithClient(ui: React.ReactElement) {
  const queryClient = createAdminQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const utils = render(
    <MantineProvider theme={adminTheme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, queryClient };
}

/** Two parts of a screen reading the same failing query. */
function Reader({ meta, fail }: { meta?: AdminErrorMeta; fail: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['admin', 'things'], queryFn: fail, meta });
  return <p>{query.isError ? 'failed' : 'waiting'}</p>;
}

function Writer({ meta, error }: { meta: AdminErrorMeta; error: Error }) {
  const write = useMutation({ mutationFn: () => Promise.reject(error), meta });
  return <button onClick={() => write.mutate()}>Save</button>;
}

describe('the admin query client', () => {
  it("shows a failed query's message once, however many parts read it, and logs the error", async () => {
    const boom = new ApiError(500, 'boom');
    const fail = vi.fn(() => Promise.reject(boom));
    renderWithClient(
      <>
        <Reader meta={{ errorMessage: 'Failed to fetch things' }} fail={fail} />
        <Reader meta={{ errorMessage: 'Failed to fetch things' }} fail={fail} />
      </>,
    );
    expect(await screen.findByText('Failed to fetch things')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('failed')).toHaveLength(2));
    expect(screen.getAllByText('Failed to fetch things')).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Failed to fetch things', boom);
  });

  it('leaves a query without a message to its screen: no toast', async () => {
    renderWithClient(<Reader fail={() => Promise.reject(new ApiError(500, 'boom'))} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under a mutation's message when it asks for it", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <Writer
        meta={{ errorMessage: 'User delete failed', withRefusal: true }}
        error={new ApiError(409, 'You cannot delete the last admin')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User delete failed')).toBeInTheDocument();
    expect(screen.getByText('You cannot delete the last admin')).toBeInTheDocument();
  });

  it("keeps the server's words out when the mutation does not ask for them", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <Writer
        meta={{ errorMessage: 'Review delete failed' }}
        error={new ApiError(409, 'Already deleted')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Review delete failed')).toBeInTheDocument();
    expect(screen.queryByText('Already deleted')).not.toBeInTheDocument();
  });
});
