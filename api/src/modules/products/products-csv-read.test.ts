import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductModel } from '../../db/models';
import { AppError } from '../../lib/app-error';
import { createUser } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';
import { MAX_IMPORT_ROWS, piecesOf, readRecords } from './products-csv-read';
// A file written before sizes had their own prices and before translations.
import { HEADER } from './testing/csv-shop';

/** The security review's file: 270,000 tiny rows, about 4 MB, under the 5 MB body limit. */
const TINY_ROWS = 270_000;
const tinyFile = () => `${HEADER}\n${'x,a,,1,1,c,,1,\n'.repeat(TINY_ROWS)}`;

const refusalOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
};

describe('reading an import file', () => {
  it('stops soon after the row cap: of 270,000 rows it reads a few pieces past 10,000, and the event loop turns between pieces', async () => {
    let rowsHanded = 0;
    let turns = 0;
    const turnsAtEachPiece: number[] = [];
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    function* counted(text: string) {
      for (const piece of piecesOf(text)) {
        turnsAtEachPiece.push(turns);
        rowsHanded += piece.split('\n').length - 1;
        yield piece;
      }
    }
    try {
      const refused = await refusalOf(readRecords(counted(tinyFile())));
      expect([refused.code, refused.message]).toEqual([
        'too_large',
        `At most ${MAX_IMPORT_ROWS} products per file`,
      ]);
    } finally {
      ticking = false;
    }
    // Each piece is about 4,400 of these rows: the cap is passed in the third.
    expect(rowsHanded).toBeGreaterThan(MAX_IMPORT_ROWS);
    expect(rowsHanded).toBeLessThan(MAX_IMPORT_ROWS + 10_000);
    expect(turnsAtEachPiece.length).toBeGreaterThan(1);
    turnsAtEachPiece.slice(1).forEach((at, i) => {
      expect(at).toBeGreaterThan(turnsAtEachPiece[i] ?? Infinity);
    });
  });

  it('reads the same records whichever way the file is cut: inside a quoted cell, a CRLF or a character', async () => {
    const lines = [
      HEADER,
      'A-1,"Lotus',
      'Pond",,1,1,Religious,Calm 🪷 water,4,',
      'A-2,Moon,,2,2,Kitchen,"say ""hi""",5,',
      '',
    ];
    const file = lines.join('\n');
    const whole = await readRecords([file]);
    expect(whole.map((r) => [r.row, r.record.productId, r.record.name])).toEqual([
      [2, 'A-1', 'Lotus\nPond'],
      [4, 'A-2', 'Moon'],
    ]);
    for (const text of [file, lines.join('\r\n')]) {
      const once = await readRecords([text]);
      for (let cut = 1; cut < text.length; cut++) {
        expect(await readRecords([text.slice(0, cut), text.slice(cut)])).toEqual(once);
      }
    }
  });
});

describe('POST /api/product/import of a file past the row cap', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('answers 413 too_large as the cap always has, and imports nothing', async () => {
    const admin = clientFor(app, await createUser(app, { role: 'admin' }));
    for (const dryRun of [true, false]) {
      const refused = await apiError(admin.product.importCsv(tinyFile(), { dryRun }));
      expect([refused.status, refused.code, refused.message]).toEqual([
        413,
        'too_large',
        'At most 10000 products per file',
      ]);
    }
    expect(await ProductModel.count({ where: { productId: 'x' } })).toBe(0);
  });
});
