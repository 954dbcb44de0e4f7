import type { MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  appName: string;
  version: string;
  isDevelopment: boolean;
  isMac: boolean;
  showAbout: () => void;
}

/** The application menu: editing keys, reload and zoom; developer tools only in development. */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const about: MenuItemConstructorOptions = {
    label: `About ${options.appName}`,
    click: () => options.showAbout(),
  };
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    ...(options.isDevelopment
      ? [{ role: 'forceReload' } as const, { role: 'toggleDevTools' } as const]
      : []),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(options.isMac
      ? [
          {
            label: options.appName,
            submenu: [about, { type: 'separator' }, { role: 'hide' }, { role: 'quit' }],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    { label: 'File', submenu: [options.isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    { label: 'View', submenu: view },
    { role: 'window', submenu: [{ role: 'minimize' }, { role: 'zoom' }] },
    ...(options.isMac
      ? []
      : [{ role: 'help', submenu: [about] } satisfies MenuItemConstructorOptions]),
  ];
}

export function aboutText(appName: string, version: string): { message: string; detail: string } {
  return {
    message: `${appName} ${version}`,
    detail: 'The back office of the wall art shop: products, orders, customers and reviews.',
  };
}
