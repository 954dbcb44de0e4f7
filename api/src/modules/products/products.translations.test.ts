import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type SignedIn } from '../../test/factories';
import { clientFor, startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { marker } from './search-test-shop';

let app: TestApp;
let admin: SignedIn;
let shop: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'admin' });
  shop = clientFor(app);
});
afterAll(async () => app.close());

/** A catalogue read as a shopper's browser sends it, `?lang=` and all. */
async function read<T>(path: string): Promise<T> {
  const answer = await fetch(`${app.baseUrl}${path}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}
interface Texts {
  productId: string;
  name: string;
  description: string;
  altNames: string[];
}
const searchIds = async (text: string) =>
  (await read<Texts[]>(`/api/product/search/${encodeURIComponent(text)}`)).map((p) => p.productId);

// "Sri Lankan lotus": ශ්‍රී holds a zero-width joiner between its virama and ර.
const SRI = 'ශ්‍රී';

describe('a Sinhala or Tamil search', () => {
  it('finds a print by its Sinhala name, a conjunct with a zero-width joiner included', async () => {
    const word = marker();
    const lotus = await createProduct(app, {
      name: `Lotus Pond ${word}`,
      translations: { si: { name: `${SRI} ලංකා නෙළුම් පොකුණ ${word}` } },
    });
    await createProduct(app, { name: `Temple Lotus ${word}` });
    expect(await searchIds(`${SRI} ${word}`)).toEqual([lotus.productId]);
    expect(await searchIds(`නෙළුම් ${word}`)).toEqual([lotus.productId]);
    // The start of a word, vowel signs and all, as an English word is matched.
    expect(await searchIds(`පොකු ${word}`)).toEqual([lotus.productId]);
    // Without its joiner ශ්‍රී is another word: matched as written.
    expect(await searchIds(`ශ්රී ${word}`)).toEqual([]);
  });

  it('finds a print by its Tamil name, alternative names and description, and by English as before', async () => {
    const word = marker();
    const tea = await createProduct(app, {
      name: `Tea Country ${word}`,
      translations: {
        ta: {
          name: `தேயிலைத் தோட்டம் ${word}`,
          altNames: ['மலையகம்'],
          description: 'பனிமூட்டத்தில் மூழ்கிய பச்சை மலைகள்',
        },
      },
    });
    expect(await searchIds(`தேயிலைத் ${word}`)).toEqual([tea.productId]);
    expect(await searchIds(`மலையகம் ${word}`)).toEqual([tea.productId]);
    expect(await searchIds(`பனிமூட்டத்தில் ${word}`)).toEqual([tea.productId]);
    expect(await searchIds(`tea ${word}`)).toEqual([tea.productId]);
  });

  it('follows an edit: the old translation is no longer found, the new one is', async () => {
    const word = marker();
    const print = await createProduct(app, {
      translations: { si: { name: `කඳු මීදුම ${word}` } },
    });
    const asAdmin = clientFor(app, admin);
    await asAdmin.product.update(print.productId, {
      translations: { si: { name: `මුහුදු වෙරළ ${word}` } },
    });
    expect(await searchIds(`කඳු ${word}`)).toEqual([]);
    expect(await searchIds(`වෙරළ ${word}`)).toEqual([print.productId]);
    await asAdmin.product.remove(print.productId);
    expect(await searchIds(`වෙරළ ${word}`)).toEqual([]);
  });
});

describe('?lang= on the catalogue reads', () => {
  it('answers each text in the language where given, and in English where not', async () => {
    const print = await createProduct(app, {
      name: 'Morning Paddy Fields',
      altNames: ['paddy'],
      description: 'Rice fields at dawn.',
      translations: {
        si: { name: 'උදෑසන කුඹුරු', altNames: ['කුඹුරු'] },
        ta: { description: 'விடியலில் நெல் வயல்கள்.' },
      },
    });
    const path = `/api/product/${print.productId}`;
    const sinhala = await read<Texts>(`${path}?lang=si`);
    expect(sinhala).toMatchObject({
      name: 'උදෑසන කුඹුරු',
      altNames: ['කුඹුරු'],
      description: 'Rice fields at dawn.',
    });
    const tamil = await read<Texts>(`${path}?lang=ta`);
    expect(tamil).toMatchObject({
      name: 'Morning Paddy Fields',
      altNames: ['paddy'],
      description: 'விடியலில் நெல் வயல்கள்.',
    });
    for (const english of [path, `${path}?lang=en`, `${path}?lang=fr`]) {
      expect(await read<Texts>(english)).toMatchObject({
        name: 'Morning Paddy Fields',
        description: 'Rice fields at dawn.',
      });
    }
    // The answer carries the translations as staff gave them.
    expect((await read<{ translations: unknown }>(path)).translations).toEqual({
      si: { name: 'උදෑසන කුඹුරු', altNames: ['කුඹුරු'] },
      ta: { description: 'விடியலில் நெல் வயல்கள்.' },
    });
  });

  it("answers lists, searches and feeds in the language, never another language's copy", async () => {
    const word = marker();
    const print = await createProduct(app, {
      name: `Kandy Lake ${word}`,
      category: 'Religious',
      translations: { si: { name: `මහනුවර වැව ${word}` }, ta: { name: `கண்டி ஏரி ${word}` } },
    });
    const reads = [
      `/api/product/search/${word}`,
      `/api/product/category/Religious?limit=100`,
      '/api/product?limit=100',
      '/api/product/new-arrivals?limit=24',
      `/api/product/recommended-products?limit=24`,
    ];
    const nameIn = async (url: string) =>
      (await read<Texts[]>(url)).find((p) => p.productId === print.productId)?.name;
    const join = (url: string, lang: string) =>
      `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
    for (const url of reads.slice(0, 4)) {
      // Each language asked twice, in turns: a kept answer is only ever its own language's.
      for (let round = 0; round < 2; round += 1) {
        expect(await nameIn(join(url, 'si'))).toBe(`මහනුවර වැව ${word}`);
        expect(await nameIn(join(url, 'ta'))).toBe(`கண்டி ஏரி ${word}`);
        expect(await nameIn(url)).toBe(`Kandy Lake ${word}`);
        expect(await nameIn(join(url, 'xx'))).toBe(`Kandy Lake ${word}`);
      }
    }
    const feed = await read<Texts[]>(join(reads[4] as string, 'ta'));
    for (const item of feed) expect(typeof item.name).toBe('string');
  });

  it('refuses two languages at once with a 400', async () => {
    const answer = await fetch(`${app.baseUrl}/api/product?lang=si&lang=ta`);
    expect(answer.status).toBe(400);
  });
});

describe('translations written by staff', () => {
  it('are trimmed, empty texts dropped, and too long ones refused with a 400 that changes nothing', async () => {
    const asAdmin = clientFor(app, admin);
    const print = await createProduct(app, { name: 'Galle Fort' });
    const { product } = await asAdmin.product.update(print.productId, {
      translations: { si: { name: '  ගාලු කොටුව  ', description: '   ' }, ta: { name: '' } },
    });
    expect(product.translations).toEqual({ si: { name: 'ගාලු කොටුව' } });
    await expect(
      asAdmin.product.update(print.productId, { translations: { ta: { name: 'க'.repeat(121) } } }),
    ).rejects.toMatchObject({ code: 'invalid' });
    expect((await shop.product.get(print.productId)).translations).toEqual({
      si: { name: 'ගාලු කොටුව' },
    });
  });
});
