import type { App } from 'electron';

/**
 * Only one copy of the app runs: a second launch hands over to the first (which comes to the
 * front) and quits. Returns whether this process is the one that keeps running.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  onSecondInstance: () => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => onSecondInstance());
  return true;
}
