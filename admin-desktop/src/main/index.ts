import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { createIpcHandlers } from './ipc/handlers';
import { registerIpcHandlers } from './ipc/register-handler';
import { aboutText, buildMenuTemplate } from './menu';
import { printPdf } from './print-pdf';
import { saveFileWithDialog } from './save-file';
import {
  APP_ENTRY_URL,
  createAppUrlCheck,
  denyPermissionsByDefault,
  guardWebContents,
} from './security';
import { openSettingsStore } from './settings-store';
import { claimSingleInstance } from './single-instance';
import { createTokenStore } from './token-store';
import { createMainWindow, focusWindow } from './windows';

const APP_NAME = 'Wall Art Admin';
const isDevelopment = !app.isPackaged;
// electron-vite sets this while `electron-vite dev` runs; a packaged app never trusts it.
const devServerUrl = isDevelopment ? process.env['ELECTRON_RENDERER_URL'] : undefined;
const outDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

let mainWindow: BrowserWindow | null = null;

registerAppScheme(protocol);

if (claimSingleInstance(app, () => focusWindow(mainWindow))) {
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.whenReady().then(start, (error: unknown) => {
    dialog.showErrorBox(APP_NAME, error instanceof Error ? error.message : String(error));
    app.quit();
  });
}

async function start(): Promise<void> {
  const userData = app.getPath('userData');
  const settings = await openSettingsStore(path.join(userData, 'settings.json'));
  const tokens = createTokenStore({ filePath: path.join(userData, 'session.bin'), safeStorage });
  const isAppUrl = createAppUrlCheck(devServerUrl);
  const openExternal = (url: string) => shell.openExternal(url);

  serveRenderer(protocol, path.join(outDir, 'renderer'));
  denyPermissionsByDefault(session.defaultSession);
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, { isAppUrl, openExternal }),
  );

  const version = app.getVersion();
  const handlers = createIpcHandlers({
    settings,
    tokens,
    saveFile: (fileName, content) =>
      saveFileWithDialog({
        dialog,
        window: mainWindow,
        downloadsDir: app.getPath('downloads'),
        fileName,
        content,
      }),
    printPdf: (pdf) =>
      printPdf(
        { createWindow: (options) => new BrowserWindow(options), tempDir: app.getPath('temp') },
        pdf,
      ),
    notify: (title, body) => {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      notification.on('click', () => focusWindow(mainWindow));
      notification.show();
    },
  });
  registerIpcHandlers(ipcMain, handlers, isAppUrl);

  const showAbout = () =>
    void dialog.showMessageBox({
      type: 'info',
      title: APP_NAME,
      ...aboutText(APP_NAME, version),
    });
  const menu = buildMenuTemplate({
    appName: APP_NAME,
    version,
    isDevelopment,
    isMac: process.platform === 'darwin',
    showAbout,
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(menu));

  const openWindow = () => {
    mainWindow = createMainWindow({
      createWindow: (options) => new BrowserWindow(options),
      state: settings.read().window,
      workAreas: screen.getAllDisplays().map((display) => display.workArea),
      preloadPath: path.join(outDir, 'preload', 'index.cjs'),
      isDevelopment,
      title: APP_NAME,
      url: devServerUrl ?? APP_ENTRY_URL,
      onClose: (window) => void settings.update({ window }).catch(() => undefined),
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  };
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
}
