import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import '@wallart/admin-ui/testing/jsdom-browser';
import englishMessages from 'virtual:shop-messages/en';
import { standaloneLanguage, type Messages } from '../i18n/i18n';

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;

// Lazy screens load their code on first render; give them time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  act(() => notifications.clean());
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

// Every test names the answers it expects; an unplanned request fails loudly.
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: unknown) => {
    throw new Error(`Unexpected request in a test: ${String(input)}`);
  }),
);

// Screens drawn alone, outside the app's language provider, speak English.
Object.assign(standaloneLanguage.messages, englishMessages as Messages);
