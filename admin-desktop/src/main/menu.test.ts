import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { aboutText, buildMenuTemplate } from './menu';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}

const base = { appName: 'Wall Art Admin', version: '1.4.0', isMac: false, showAbout: vi.fn() };

describe('application menu', () => {
  it('offers reload, and developer tools only in development', () => {
    const production = flatten(buildMenuTemplate({ ...base, isDevelopment: false }));
    const development = flatten(buildMenuTemplate({ ...base, isDevelopment: true }));
    expect(production.some((item) => item.role === 'reload')).toBe(true);
    expect(production.some((item) => item.role === 'toggleDevTools')).toBe(false);
    expect(development.some((item) => item.role === 'toggleDevTools')).toBe(true);
  });

  it.each([false, true])('has an About item that shows the version (mac: %s)', (isMac) => {
    const showAbout = vi.fn();
    const items = flatten(buildMenuTemplate({ ...base, isMac, isDevelopment: false, showAbout }));
    const about = items.find((item) => item.label === 'About Wall Art Admin');
    (about?.click as () => void)();
    expect(showAbout).toHaveBeenCalledTimes(1);
    expect(aboutText('Wall Art Admin', '1.4.0').message).toBe('Wall Art Admin 1.4.0');
  });
});
