import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import 'virtual:mantine-shop.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './i18n/script-fonts.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  currencyInCookie,
  HOME_CURRENCY,
  languageBase,
  SERVER_RENDERED_ATTRIBUTE,
  splitLanguagePath,
} from '@wallart/domain/rules';
import { createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { preloadRoute } from './app/routes';
import { ShopApp } from './app/shop-app';
import { rememberLanguage } from './components/shell/language-switch';
import { loadSections, startBrowserLanguage } from './i18n/catalogues';
import { readFirstData } from './lib/first-data';
import { seedFirstData } from './lib/seed-first-data';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const client = createQueryClient();
// The server drew this page (decision 0055): take its markup over as it stands.
const fromServer = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const render = { fromServer };

// The page's language and code first (the server has usually preloaded them), so it draws in
// one go. The language is the address's: `/si/…` Sinhala, `/ta/…` Tamil, English otherwise.
const { lang, path } = splitLanguagePath(window.location.pathname);
const firstData = readFirstData();
document.documentElement.lang = lang;
// The shop's root opens in the language last read (the server reads it; the URL still wins).
rememberLanguage(lang);
const language = startBrowserLanguage(lang);
// The currency the server drew the page in; on a page it did not draw, the cookie's.
const currency =
  firstData?.currencies?.chosen ?? currencyInCookie(document.cookie) ?? HOME_CURRENCY;
void Promise.all([
  loadSections(['shell']),
  preloadRoute(path),
  firstData && seedFirstData(client, firstData, path, lang),
]).then(() => {
  const app = (
    <ShopApp client={client} render={render} language={language} currency={currency}>
      <BrowserRouter basename={languageBase(lang)}>
        <AppRoutes />
      </BrowserRouter>
    </ShopApp>
  );
  // The drawn page is already on screen: taking it over may yield to the browser as it goes.
  if (fromServer) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
