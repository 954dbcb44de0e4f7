import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@wallart/domain/rules';
import { aProduct } from '@wallart/admin-ui/testing/fixtures';
import { readFirstData } from './first-data';

function pageWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.appendChild(script);
}

afterEach(() => document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove());

describe('reading the first data the server wrote into the page', () => {
  it('reads the JSON, escapes included, as the server wrote it', () => {
    const product = aProduct({ description: 'Ends with </script> and a\u2028line' });
    pageWith(
      JSON.stringify({ feeds: { trending: [product], newArrivals: [] } }).replace(
        /[<>\u2028]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    );
    expect(readFirstData()).toEqual({ feeds: { trending: [product], newArrivals: [] } });
  });

  it('is null on a page without it (any other page, or the dev server)', () => {
    expect(readFirstData()).toBeNull();
  });

  it('is null when the text is not a JSON object', () => {
    for (const text of ['', '{"feeds":', '[1,2]', 'null', '"text"']) {
      pageWith(text);
      expect(readFirstData()).toBeNull();
      document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
    }
  });
});
