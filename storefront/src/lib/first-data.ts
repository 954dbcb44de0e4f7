import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@wallart/domain/rules';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The catalogue data the server wrote into this page (home, product list, product page), or
 * null when there is none (any other page, `vite dev`) or it cannot be read.
 */
export function readFirstData(doc: Document = document): FirstData | null {
  const text = doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    // Written by the shop's own server in the same answer as the page: shape checked lightly.
    return isObject(parsed) ? (parsed as FirstData) : null;
  } catch {
    return null;
  }
}
