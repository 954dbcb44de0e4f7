import { vi } from 'vitest';

/**
 * The browser APIs jsdom lacks and Mantine reads (media queries, element sizes, scrolling,
 * web fonts), stubbed once for every React test setup: admin, storefront and desktop.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Textarea's autosize listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
});

window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();
