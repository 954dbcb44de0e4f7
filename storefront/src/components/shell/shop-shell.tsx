import { Suspense, useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { nameToastCloseButton } from '../../lib/toast';
import { PageLoader } from '../page-loader';
import { Footer } from './footer';
import { Header } from './header';

/** The shopper shell: the 70 px sticky top bar, the page, and the footer. */
export function ShopShell() {
  const t = useT();
  useEffect(() => nameToastCloseButton(t('toast.close')), [t]);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="shop-skip-link">
        {t('header.skip')}
      </a>
      <Header />
      {/* At least a screen tall below the 70 px bar, so the footer never shows (and then
          jumps away) while a page's code is still loading. */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        style={{ flex: 1, outline: 'none', minHeight: 'calc(100vh - 70px)' }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
