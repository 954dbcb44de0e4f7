import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Script, ScriptRun } from './script-runs';

/**
 * The fonts Sinhala and Tamil are drawn in (PRODUCT §12, decision 0152): Noto Sans Sinhala and
 * Noto Sans Tamil from npm, embedded (as subsets) only in a document that uses them. pdfkit's
 * fontkit shapes them, so vowel signs, conjuncts and ශ්‍රී come out as a reader writes them.
 * They hold only their own script's letters: Latin text and digits stay in Helvetica.
 */

type Pdf = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';

export const HELVETICA = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

const FILES: Record<Exclude<Script, 'latin'>, Record<Weight, string>> = {
  sinhala: {
    regular: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff',
    bold: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff',
  },
  tamil: {
    regular: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
    bold: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
  },
};

const resolveFile = createRequire(import.meta.url).resolve;
const bytes = new Map<string, Buffer>();
const registered = new WeakMap<Pdf, Set<string>>();

/** The name a run's font has in the document, registering it there the first time. */
export function fontOf(doc: Pdf, script: Script, weight: Weight): string {
  if (script === 'latin') return HELVETICA[weight];
  const name = `${script}-${weight}`;
  const names = registered.get(doc) ?? new Set<string>();
  if (!names.has(name)) {
    const file = FILES[script][weight];
    if (!bytes.has(file)) bytes.set(file, readFileSync(resolveFile(file)));
    doc.registerFont(name, bytes.get(file) as Buffer);
    names.add(name);
    registered.set(doc, names);
  }
  return name;
}

/** The current font's ascent and descent in points (pdfkit keeps them on its font object). */
function extent(doc: Pdf): { ascent: number; descent: number } {
  const font = (doc as unknown as { _font: { ascender: number; descender: number } })._font;
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  return { ascent: (font.ascender / 1000) * size, descent: (-font.descender / 1000) * size };
}

export interface RunsBox {
  weight: Weight;
  width?: number | undefined;
  align: 'left' | 'right' | 'center';
  lineGap: number;
}

interface Measured {
  width: number;
  /** The ascent of the tallest font, where every run's baseline sits. */
  ascent: number;
  lineHeight: number;
}

function measureRuns(doc: Pdf, runs: readonly ScriptRun[], box: RunsBox): Measured {
  let width = 0;
  let ascent = 0;
  let descent = 0;
  for (const run of runs) {
    doc.font(fontOf(doc, run.script, box.weight));
    width += doc.widthOfString(run.text);
    const e = extent(doc);
    ascent = Math.max(ascent, e.ascent);
    descent = Math.max(descent, e.descent);
  }
  return { width, ascent, lineHeight: ascent + descent + box.lineGap };
}

/**
 * The height runs take: one line when they fit the width, else as many lines as their width
 * fills (an estimate, close enough for the documents' wrapped addresses and names).
 */
export function runsHeight(doc: Pdf, runs: readonly ScriptRun[], box: RunsBox): number {
  const { width, lineHeight } = measureRuns(doc, runs, box);
  if (!box.width || width <= box.width) return lineHeight;
  return Math.ceil(width / box.width) * lineHeight;
}

/**
 * Draws runs one after another, each in its own font, on one baseline. A line that fits is
 * placed by the alignment; a longer text wraps from the left (pdfkit's `continued` text).
 */
export function drawRuns(
  doc: Pdf,
  runs: readonly ScriptRun[],
  x: number,
  y: number,
  box: RunsBox,
): number {
  const { width, ascent, lineHeight } = measureRuns(doc, runs, box);
  const baseline = -ascent;
  if (!box.width || width <= box.width) {
    const room = (box.width ?? width) - width;
    let at = x + (box.align === 'right' ? room : box.align === 'center' ? room / 2 : 0);
    for (const run of runs) {
      doc.font(fontOf(doc, run.script, box.weight));
      doc.text(run.text, at, y, { lineBreak: false, baseline });
      at += doc.widthOfString(run.text);
    }
    return lineHeight;
  }
  runs.forEach((run, i) => {
    doc.font(fontOf(doc, run.script, box.weight));
    const options = { width: box.width, lineGap: box.lineGap, baseline };
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
  return Math.max(doc.y - y, lineHeight);
}
