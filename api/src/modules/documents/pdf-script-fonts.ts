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

/** A line's runs, each with its width in its font. */
type Line = { run: ScriptRun; width: number }[];

function widthOf(doc: Pdf, run: ScriptRun, weight: Weight): number {
  doc.font(fontOf(doc, run.script, weight));
  return doc.widthOfString(run.text);
}

/** The highest ascent and lowest descent of the fonts the runs use, in points. */
function lineMetrics(doc: Pdf, runs: readonly ScriptRun[], box: RunsBox) {
  let ascent = 0;
  let descent = 0;
  for (const script of new Set(runs.map((run) => run.script))) {
    doc.font(fontOf(doc, script, box.weight));
    const e = extent(doc);
    ascent = Math.max(ascent, e.ascent);
    descent = Math.max(descent, e.descent);
  }
  return { ascent, lineHeight: ascent + descent + box.lineGap };
}

/**
 * The runs broken into lines at the box's width, between words only (a word may hold runs of
 * several scripts, "(தெற்காசியா)"); a line break in the text starts a new line. A word wider
 * than the box gets a line of its own.
 */
function linesOf(doc: Pdf, runs: readonly ScriptRun[], box: RunsBox): Line[] {
  const lines: Line[] = [[]];
  let width = 0;
  let word: Line = [];
  let space: ScriptRun | null = null;
  const line = () => lines[lines.length - 1] as Line;
  const place = () => {
    if (word.length === 0) return;
    const wordWidth = word.reduce((sum, part) => sum + part.width, 0);
    const gap = space && line().length > 0 ? widthOf(doc, space, box.weight) : 0;
    if (box.width && line().length > 0 && width + gap + wordWidth > box.width) {
      lines.push([]);
      width = 0;
    } else if (gap > 0 && space) {
      line().push({ run: space, width: gap });
      width += gap;
    }
    line().push(...word);
    width += wordWidth;
    word = [];
    space = null;
  };
  for (const run of runs) {
    for (const text of run.text.split(/(\s+)/).filter(Boolean)) {
      if (!/^\s+$/.test(text)) {
        const part = { script: run.script, text };
        word.push({ run: part, width: widthOf(doc, part, box.weight) });
        continue;
      }
      place();
      for (let breaks = (text.match(/\n/g) ?? []).length; breaks > 0; breaks -= 1) {
        lines.push([]);
        width = 0;
      }
      space = { script: 'latin', text: text.replace(/\n/g, '') || ' ' };
    }
  }
  place();
  return lines;
}

/** The height runs take in the box: their lines, each as tall as its tallest font. */
export function runsHeight(doc: Pdf, runs: readonly ScriptRun[], box: RunsBox): number {
  return linesOf(doc, runs, box).length * lineMetrics(doc, runs, box).lineHeight;
}

/**
 * Draws runs one after another, each in its own font, on one baseline a line (that of the
 * tallest font, so Helvetica and Noto line up), each line placed by the box's alignment.
 */
export function drawRuns(
  doc: Pdf,
  runs: readonly ScriptRun[],
  x: number,
  y: number,
  box: RunsBox,
): number {
  const { ascent, lineHeight } = lineMetrics(doc, runs, box);
  const lines = linesOf(doc, runs, box);
  lines.forEach((line, i) => {
    const width = line.reduce((sum, part) => sum + part.width, 0);
    const room = (box.width ?? width) - width;
    let at = x + (box.align === 'right' ? room : box.align === 'center' ? room / 2 : 0);
    for (const { run, width: runWidth } of line) {
      doc.font(fontOf(doc, run.script, box.weight));
      doc.text(run.text, at, y + i * lineHeight, { lineBreak: false, baseline: -ascent });
      at += runWidth;
    }
  });
  return lines.length * lineHeight;
}
