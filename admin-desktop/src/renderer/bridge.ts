import { BRIDGE_KEY } from '../bridge-key';
import type { DesktopBridge } from '../ipc-contract';

declare global {
  interface Window {
    [BRIDGE_KEY]?: DesktopBridge;
  }
}

/** The preload's bridge; without it the page was not opened by the desktop app. */
export function getBridge(): DesktopBridge {
  const bridge = window[BRIDGE_KEY];
  if (!bridge) throw new Error('Wall Art Admin must be opened as the desktop app.');
  return bridge;
}
