import type { BrowserWindow, BrowserWindowConstructorOptions, Rectangle } from 'electron';
import { MIN_WINDOW_HEIGHT, MIN_WINDOW_WIDTH, type WindowState } from './settings-store';
import { secureWebPreferences } from './security';

const DEFAULT_WIDTH = 1280;
const DEFAULT_HEIGHT = 820;
/** The part of a remembered window that must stay on a screen to be reachable. */
const VISIBLE_MARGIN = 80;

/**
 * The remembered size and place, if the place is still on one of the screens (a monitor may have
 * been unplugged since): otherwise the size alone, and the system centres the window.
 */
export function restoreWindowBounds(
  state: WindowState | null,
  workAreas: Rectangle[],
): { width: number; height: number; x?: number; y?: number } {
  if (!state) return { width: DEFAULT_WIDTH, height: DEFAULT_HEIGHT };
  const size = { width: state.width, height: state.height };
  if (state.x === undefined || state.y === undefined) return size;
  const { x, y } = state;
  const reachable = workAreas.some(
    (area) =>
      x + VISIBLE_MARGIN <= area.x + area.width &&
      x + state.width - VISIBLE_MARGIN >= area.x &&
      y >= area.y - VISIBLE_MARGIN / 2 &&
      y + VISIBLE_MARGIN <= area.y + area.height,
  );
  return reachable ? { ...size, x, y } : size;
}

export function windowOptions(options: {
  state: WindowState | null;
  workAreas: Rectangle[];
  preloadPath: string;
  isDevelopment: boolean;
  title: string;
}): BrowserWindowConstructorOptions {
  return {
    ...restoreWindowBounds(options.state, options.workAreas),
    minWidth: MIN_WINDOW_WIDTH,
    minHeight: MIN_WINDOW_HEIGHT,
    title: options.title,
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: false,
    webPreferences: secureWebPreferences(options.preloadPath, options.isDevelopment),
  };
}

/** What to remember when the window closes: its normal (not maximised) bounds and state. */
export function captureWindowState(window: BrowserWindow): WindowState {
  const bounds = window.getNormalBounds();
  return {
    x: Math.round(bounds.x),
    y: Math.round(bounds.y),
    width: Math.max(MIN_WINDOW_WIDTH, Math.round(bounds.width)),
    height: Math.max(MIN_WINDOW_HEIGHT, Math.round(bounds.height)),
    maximized: window.isMaximized(),
  };
}

export interface MainWindowDeps {
  createWindow: (options: BrowserWindowConstructorOptions) => BrowserWindow;
  state: WindowState | null;
  workAreas: Rectangle[];
  preloadPath: string;
  isDevelopment: boolean;
  title: string;
  /** The renderer's address: the dev server in development, app://wallart-admin otherwise. */
  url: string;
  onClose: (state: WindowState) => void;
}

export function createMainWindow(deps: MainWindowDeps): BrowserWindow {
  const window = deps.createWindow(windowOptions(deps));
  if (deps.state?.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => deps.onClose(captureWindowState(window)));
  void window.loadURL(deps.url);
  return window;
}

/** Brings the window to the front (a second launch of the app lands here). */
export function focusWindow(window: BrowserWindow | null): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
