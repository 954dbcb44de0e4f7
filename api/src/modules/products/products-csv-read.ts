import { parse as csvParser, type Parser } from 'csv-parse';
import { PRODUCT_CSV_COLUMNS } from '@wallart/domain';
import { AppError } from '../../lib/app-error';
import { unescapeFormula, type CsvRecord } from './products-csv-rows';

/** Reading a catalogue CSV file into its records, for the import. */

export const MAX_IMPORT_ROWS = 10_000;
const REQUIRED_COLUMNS = ['productId', 'name', 'price', 'labeledPrice', 'category', 'stock'];

/** The line a record starts on: csv-parse reports where it ends, and a quoted cell may span lines. */
function startLine(info: { lines: number }, raw: string): number {
  const body = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
  return info.lines - (body.match(/\n/g)?.length ?? 0);
}

/** How much of the file is parsed at a time; the event loop turns between two pieces. */
const PIECE_CHARS = 64 * 1024;

/** The file's text in pieces, for `readRecords`. */
export function* piecesOf(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += PIECE_CHARS) yield text.slice(at, at + PIECE_CHARS);
}

/** A piece may end inside a character (a surrogate pair): that half waits for the next one. */
const endsInsidePair = (piece: string) => /[\uD800-\uDBFF]$/.test(piece);

type ParsedRecord = { info: { lines: number }; raw: string; record: CsvRecord };

function checkHeader(header: string[]) {
  if (header.length === 0) throw new AppError('invalid', 'The file is empty');
  const known: readonly string[] = PRODUCT_CSV_COLUMNS;
  const unknown = header.filter((name) => !known.includes(name));
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  if (unknown.length || missing.length) {
    const parts = [
      missing.length ? `missing column(s): ${missing.join(', ')}` : '',
      unknown.length ? `unknown column(s): ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    throw new AppError(
      'invalid',
      `The header is wrong (${parts.join('; ')}). Expected: ${PRODUCT_CSV_COLUMNS.join(',')}`,
    );
  }
}

/** Hands the parser one piece and waits until it has parsed it and the event loop has turned. */
async function parsePiece(parser: Parser, piece: string): Promise<void> {
  parser.write(piece);
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * The file's records with the line each starts on, parsed piece by piece: a file past
 * MAX_IMPORT_ROWS is refused as soon as its next record is read, the rest never parsed, and a
 * big file never holds the event loop for more than one piece.
 */
export async function readRecords(
  pieces: Iterable<string>,
): Promise<{ row: number; record: CsvRecord }[]> {
  let header: string[] = [];
  const parsed: ParsedRecord[] = [];
  let failure: Error | null = null;
  const parser = csvParser({
    bom: true,
    columns: (names: string[]) => (header = names.map((n) => n.trim())),
    skip_empty_lines: true,
    info: true,
    raw: true,
    relax_column_count: false,
  });
  parser.on('readable', () => {
    let record: unknown = parser.read();
    while (record !== null) {
      parsed.push(record as ParsedRecord);
      record = parser.read();
    }
  });
  parser.on('error', (error) => (failure = error));
  const ended = new Promise<void>((resolve) => parser.once('end', resolve).once('close', resolve));
  try {
    let held = '';
    for (const piece of pieces) {
      const text = held + piece;
      held = endsInsidePair(text) ? text.slice(-1) : '';
      await parsePiece(parser, held ? text.slice(0, -1) : text);
      if (failure || parsed.length > MAX_IMPORT_ROWS) break;
    }
    if (!failure && parsed.length <= MAX_IMPORT_ROWS) {
      parser.end(held);
      await ended;
    }
  } finally {
    parser.destroy();
  }
  const broken = failure as Error | null;
  if (broken) throw new AppError('invalid', `The file is not valid CSV: ${broken.message}`);
  checkHeader(header);
  if (parsed.length === 0) throw new AppError('invalid', 'The file has no products');
  if (parsed.length > MAX_IMPORT_ROWS) {
    throw new AppError('too_large', `At most ${MAX_IMPORT_ROWS} products per file`);
  }
  return parsed.map((p) => ({
    row: startLine(p.info, p.raw),
    record: Object.fromEntries(
      Object.entries(p.record).map(([name, value]) => [name, unescapeFormula(value)]),
    ),
  }));
}
