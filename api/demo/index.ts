/**
 * The demo shop: its catalogue (with the recipe of each print's procedurally painted artwork),
 * its customers and orders, and the reviews a new shop opens with. Only the seed
 * (api/src/db/seed/seed.ts) imports it; the shop's server never does. It sits beside src
 * rather than in a workspace of its own, so esbuild bundles it into dist/server.js and
 * dist/seed.js with no package to link, and its tests run in the api suite.
 */
export { renderArtwork, type ArtSpec } from './artwork/artwork';
export { DEMO_PRODUCTS, type DemoProduct } from './demo-catalogue';
export { addressFor, DEMO_CUSTOMERS, DEMO_ORDERS } from './demo-people';
export { DEMO_DISCOUNTS } from './demo-discounts';
export { SAMPLE_REVIEWS } from './demo-reviews';
export { DEMO_SOLD_OUT_SIZES, demoSizes } from './demo-sizes';
export { DEMO_DIGITAL_PRODUCTS, type DemoDigital } from './demo-digital';
