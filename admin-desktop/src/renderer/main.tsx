import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBridge } from './bridge';
import { DesktopRoot } from './desktop-root';

async function start(container: HTMLElement) {
  let bridge;
  try {
    bridge = getBridge();
  } catch (error) {
    container.textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  const [serverUrl, token] = await Promise.all([bridge.getServerUrl(), bridge.getToken()]);
  createRoot(container).render(
    <StrictMode>
      <DesktopRoot bridge={bridge} serverUrl={serverUrl} signedIn={token !== null} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
