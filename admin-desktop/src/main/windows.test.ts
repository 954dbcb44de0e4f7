import { EventEmitter } from 'node:events';
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createMainWindow, focusWindow, restoreWindowBounds } from './windows';

const SCREEN = { x: 0, y: 0, width: 1920, height: 1040 };

class FakeWindow extends EventEmitter {
  options: BrowserWindowConstructorOptions;
  loadURL = vi.fn(async () => undefined);
  maximize = vi.fn();
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn();
  minimized = false;
  constructor(options: BrowserWindowConstructorOptions) {
    super();
    this.options = options;
  }
  isMinimized = () => this.minimized;
  isDestroyed = () => false;
  isMaximized = () => true;
  getNormalBounds = () => ({ x: 100.4, y: 50, width: 1300, height: 500 });
}

function open(
  state: Parameters<typeof restoreWindowBounds>[0],
  url = 'app://wallart-admin/index.html',
) {
  let created: FakeWindow | undefined;
  const onClose = vi.fn();
  createMainWindow({
    createWindow: (options) => {
      created = new FakeWindow(options);
      return created as unknown as BrowserWindow;
    },
    state,
    workAreas: [SCREEN],
    preloadPath: '/app/out/preload/index.cjs',
    isDevelopment: false,
    title: 'Wall Art Admin',
    url,
    onClose,
  });
  return { window: created!, onClose };
}

describe('main window', () => {
  it('is created locked down, hidden until ready, and loads the app', () => {
    const { window } = open(null);
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(window.options.show).toBe(false);
    expect(window.loadURL).toHaveBeenCalledWith('app://wallart-admin/index.html');
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();
  });

  it('comes back where it was, maximised if it was', () => {
    const { window } = open({ x: 200, y: 100, width: 1000, height: 700, maximized: true });
    expect(window.options).toMatchObject({ x: 200, y: 100, width: 1000, height: 700 });
    expect(window.maximize).toHaveBeenCalled();
  });

  it('remembers its normal size and place when closed', () => {
    const { window, onClose } = open(null);
    window.emit('close');
    expect(onClose).toHaveBeenCalledWith({
      x: 100,
      y: 50,
      width: 1300,
      height: 600,
      maximized: true,
    });
  });

  it('is brought to the front (and restored) by focusWindow', () => {
    const { window } = open(null);
    window.minimized = true;
    focusWindow(window as unknown as BrowserWindow);
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });
});

describe('restoring window bounds', () => {
  it('uses a default size the first time', () => {
    expect(restoreWindowBounds(null, [SCREEN])).toEqual({ width: 1280, height: 820 });
  });

  it('drops a place that is no longer on any screen', () => {
    const offScreen = { x: 3000, y: 200, width: 1000, height: 700, maximized: false };
    expect(restoreWindowBounds(offScreen, [SCREEN])).toEqual({ width: 1000, height: 700 });
    const secondScreen = { x: 1920, y: 0, width: 1920, height: 1080 };
    expect(restoreWindowBounds(offScreen, [SCREEN, secondScreen])).toMatchObject({ x: 3000 });
  });
});
