import PDFDocument from 'pdfkit';
import { BRAND } from '@wallart/domain';
import { drawableText } from './pdf-text';
import { drawRuns, HELVETICA, runsHeight } from './pdf-script-fonts';
import { scriptRuns, type ScriptRun } from './script-runs';

export type Pdf = PDFKit.PDFDocument;

export const FONT = HELVETICA;
export const COLOR = {
  ink: BRAND.ink[8],
  muted: BRAND.ink[5],
  rule: BRAND.ink[2],
  accent: BRAND.accent[7],
} as const;
export const SIZE = { title: 20, heading: 13, body: 10, small: 8.5 } as const;

const MARGIN = 50;
/** Room kept free at each page's foot for the footer line. */
export const FOOTER_HEIGHT = 28;

/** Document information may hold any letters (pdfkit writes it as UTF-16), but one line. */
const infoText = (text: string) => text.replace(/[\p{Cc}]+/gu, ' ').trim();

/** A new A4 document; pages stay buffered so the footer can number them at the end. */
export function createA4Pdf(info: { title: string; author: string; lang: string }): Pdf {
  return new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: info.lang,
    info: { Title: infoText(info.title), Author: infoText(info.author) },
  });
}

export const contentLeft = (doc: Pdf) => doc.page.margins.left;
export const contentWidth = (doc: Pdf) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
/** The lowest y body content may reach on a page, above the footer. */
export const contentBottom = (doc: Pdf) =>
  doc.page.height - doc.page.margins.bottom - FOOTER_HEIGHT;

export interface TextStyle {
  font?: keyof typeof FONT;
  size?: number;
  color?: string;
}

/** Sets the font, size and colour for the text drawn next. */
export function style(
  doc: Pdf,
  { font = 'regular', size = SIZE.body, color = COLOR.ink }: TextStyle,
) {
  return doc.font(FONT[font]).fontSize(size).fillColor(color);
}

/**
 * The text's runs by script (decision 0152), the Latin ones made drawable by Helvetica; null
 * when it is all Latin, which is drawn as one string.
 */
function otherScripts(text: string): ScriptRun[] | null {
  const runs = scriptRuns(text);
  if (runs.every((run) => run.script === 'latin')) return null;
  return runs.map((run) =>
    run.script === 'latin' ? { ...run, text: drawableText(run.text) } : run,
  );
}

/** Draws text at a place, made drawable first (every string on a document passes here). */
export function write(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  options: TextStyle & { width?: number; align?: 'left' | 'right' | 'center' } = {},
): number {
  style(doc, options);
  const box = { width: options.width, align: options.align ?? 'left', lineGap: 1 };
  const runs = otherScripts(text);
  if (runs) return drawRuns(doc, runs, x, y, { ...box, weight: options.font ?? 'regular' });
  const shown = drawableText(text);
  doc.text(shown, x, y, box);
  return doc.heightOfString(shown, box);
}

/** The height `text` takes at `width` in a style, without drawing it. */
export function measure(doc: Pdf, text: string, width: number, options: TextStyle = {}): number {
  style(doc, options);
  const runs = otherScripts(text);
  const box = { width, align: 'left', lineGap: 1 } as const;
  if (runs) return runsHeight(doc, runs, { ...box, weight: options.font ?? 'regular' });
  return doc.heightOfString(drawableText(text), box);
}

export function rule(doc: Pdf, y: number, color: string = COLOR.rule, weight = 0.75): void {
  doc
    .moveTo(contentLeft(doc), y)
    .lineTo(contentLeft(doc) + contentWidth(doc), y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke();
}

/** Starts a new page when `height` more would run into the footer; answers the y to draw at. */
export function ensureRoom(doc: Pdf, y: number, height: number): number {
  if (y + height <= contentBottom(doc)) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
