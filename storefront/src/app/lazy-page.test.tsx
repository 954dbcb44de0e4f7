import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { lazyPage } from './lazy-page';
import { preloadRoute } from './routes';

function Greeting() {
  return <h1>Hello from the screen</h1>;
}

const inSuspense = (Page: () => React.JSX.Element) =>
  render(
    <Suspense fallback={<p>Loading page</p>}>
      <Page />
    </Suspense>,
  );

describe('screens whose code loads on first use', () => {
  it('shows the loader first when the code has not been asked for yet', async () => {
    const Page = lazyPage(async () => ({ Greeting }), 'Greeting');
    inSuspense(Page);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello from the screen' })).toBeVisible();
  });

  it('draws a preloaded screen on the first render, with no loader', async () => {
    const Page = lazyPage(async () => ({ Greeting }), 'Greeting');
    await Page.preload();
    inSuspense(Page);
    expect(screen.getByRole('heading', { name: 'Hello from the screen' })).toBeVisible();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('tries again on the next mount after its code failed to load', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { Greeting };
    }, 'Greeting');
    await Page.preload();
    inSuspense(Page);
    expect(await screen.findByRole('heading', { name: 'Hello from the screen' })).toBeVisible();
    expect(attempts).toBe(2);
  });

  it('preloadRoute loads the screen a path opens, so the app draws it at once', async () => {
    await preloadRoute('/about');
    renderApp('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});
