/** The name under which the preload exposes the bridge on `window`. */
export const BRIDGE_KEY = 'wallartDesktop';
