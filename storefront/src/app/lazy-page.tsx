import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named component export, so each screen is its own chunk. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const module = await load();
    // The name is checked against the module's exports above; the value is a component.
    return { default: module[name] as ComponentType };
  });
}
