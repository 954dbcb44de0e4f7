import { lazy, use, useState, type ComponentType } from 'react';
import { loadSections, sectionsWait } from '../i18n/catalogues';
import type { Section } from '../i18n/sections';

/** A screen whose code loads on first use, and can be asked for before that. */
export interface LazyPage {
  (): React.JSX.Element;
  /**
   * Fetches and runs the screen's code; a screen mounted afterwards draws without suspending.
   * Never fails: after a failed load, the next mount tries again (and shows its error).
   */
  preload(): Promise<void>;
}

/**
 * React.lazy for a module's named component export, so each screen is its own chunk; its
 * texts' sections (beyond the shell's) arrive with it.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  sections: readonly Section[] = [],
): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const loadComponent = () => {
    loading ??= load().then((module) => {
      // The name is checked against the module's exports above; the value is a component.
      loaded = module[name] as ComponentType;
      return loaded;
    });
    // A failed load may be tried again by the next mount.
    loading.catch(() => (loading = null));
    return Promise.all([loading, loadSections(sections)]).then(([component]) => component);
  };
  const Lazy = lazy(async () => ({ default: await loadComponent() }));

  function Page() {
    // Chosen once per mount, so a screen never swaps its component (and its state) mid-life.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    // Code loaded before the page's language started (a server render) still waits for texts.
    const waiting = sectionsWait(sections);
    if (waiting) use(waiting);
    return <Screen />;
  }
  Page.preload = () =>
    loadComponent().then(
      () => undefined,
      () => undefined,
    );
  return Page;
}
