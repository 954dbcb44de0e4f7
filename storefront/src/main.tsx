import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import 'virtual:mantine-shop.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SERVER_RENDERED_ATTRIBUTE } from '@wallart/domain/rules';
import { createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { preloadRoute } from './app/routes';
import { ShopApp } from './app/shop-app';
import { seedProductQueries } from './features/products/products.queries';
import { readFirstData } from './lib/first-data';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const client = createQueryClient();
const firstData = readFirstData();
if (firstData) seedProductQueries(client, firstData);
// The server drew this page (decision 0055): take its markup over as it stands.
const fromServer = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const render = { fromServer };

// The page's code first (the server has usually preloaded it), so it draws in one go.
void preloadRoute(window.location.pathname).then(() => {
  const app = (
    <ShopApp client={client} render={render}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ShopApp>
  );
  // The drawn page is already on screen: taking it over may yield to the browser as it goes.
  if (fromServer) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
