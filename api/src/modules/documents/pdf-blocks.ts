/**
 * The building blocks both documents are made of: the shop's letterhead, labelled blocks of
 * lines, a table that continues across pages under its repeated header, a totals block and a
 * numbered footer. Each takes the y to start at and answers the y below it.
 */
import {
  COLOR,
  contentBottom,
  contentLeft,
  contentWidth,
  ensureRoom,
  FOOTER_HEIGHT,
  measure,
  rule,
  SIZE,
  write,
  type Pdf,
  type TextStyle,
} from './pdf-document';

const GAP = 6;

/** The shop's name (and its details beneath) on the left, the document's title on the right. */
export function letterhead(
  doc: Pdf,
  shop: { name: string; details: readonly string[] },
  title: string,
): number {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  let y = doc.page.margins.top;
  write(doc, title, left, y + 2, {
    font: 'bold',
    size: SIZE.title - 2,
    color: COLOR.muted,
    width,
    align: 'right',
  });
  y += write(doc, shop.name, left, y, {
    font: 'bold',
    size: SIZE.title,
    color: COLOR.accent,
    width: width * 0.65,
  });
  y += 4;
  for (const line of shop.details) {
    y += write(doc, line, left, y, { size: SIZE.small, color: COLOR.muted, width: width * 0.65 });
  }
  y += 10;
  rule(doc, y, COLOR.ink, 1);
  return y + 14;
}

export interface LabelledBlock {
  label: string;
  lines: readonly string[];
}

/** A small caps label with its lines below, e.g. "Bill to" and the shopper's address. */
function block(doc: Pdf, x: number, y: number, width: number, { label, lines }: LabelledBlock) {
  let at =
    y + write(doc, label.toUpperCase(), x, y, { size: SIZE.small, color: COLOR.muted, width });
  at += 2;
  for (const line of lines) at += write(doc, line, x, at, { width });
  return at;
}

/** Blocks side by side in equal columns; answers the y below the tallest. */
export function blockRow(doc: Pdf, y: number, blocks: readonly LabelledBlock[]): number {
  const columnWidth = (contentWidth(doc) - GAP * 4 * (blocks.length - 1)) / blocks.length;
  const bottoms = blocks.map((b, i) =>
    block(doc, contentLeft(doc) + i * (columnWidth + GAP * 4), y, columnWidth, b),
  );
  return Math.max(y, ...bottoms) + 16;
}

/** Label–value pairs stacked in one column (order number, date, payment…). */
export function fieldsBlock(
  label: string,
  fields: readonly (readonly [string, string])[],
): LabelledBlock {
  return { label, lines: fields.map(([name, value]) => `${name}: ${value}`) };
}

export interface Column {
  header: string;
  /** A share of the page's content width; the shares add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

const CELL_PAD = 5;

function rowHeight(doc: Pdf, cells: readonly string[], widths: readonly number[], look: TextStyle) {
  const heights = cells.map((cell, i) => measure(doc, cell, (widths[i] ?? 0) - 2 * CELL_PAD, look));
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawRow(
  doc: Pdf,
  y: number,
  cells: readonly string[],
  columns: readonly Column[],
  widths: readonly number[],
  look: TextStyle,
) {
  let x = contentLeft(doc);
  cells.forEach((cell, i) => {
    const width = widths[i] ?? 0;
    write(doc, cell, x + CELL_PAD, y + CELL_PAD, {
      ...look,
      width: width - 2 * CELL_PAD,
      align: columns[i]?.align ?? 'left',
    });
    x += width;
  });
}

/** A table of rows under a header row; a page break repeats the header on the next page. */
export function table(
  doc: Pdf,
  y: number,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): number {
  const widths = columns.map((column) => column.share * contentWidth(doc));
  const headerLook: TextStyle = { font: 'bold', size: SIZE.small, color: COLOR.muted };
  const headers = columns.map((column) => column.header.toUpperCase());
  const headerHeight = rowHeight(doc, headers, widths, headerLook);
  const header = (at: number) => {
    drawRow(doc, at, headers, columns, widths, headerLook);
    rule(doc, at + headerHeight, COLOR.ink);
    return at + headerHeight;
  };

  let at = header(ensureRoom(doc, y, headerHeight * 2));
  for (const cells of rows) {
    const height = rowHeight(doc, cells, widths, {});
    if (at + height > contentBottom(doc)) {
      doc.addPage();
      at = header(doc.page.margins.top);
    }
    drawRow(doc, at, cells, columns, widths, {});
    at += height;
    rule(doc, at);
  }
  return at + 12;
}

export interface TotalLine {
  label: string;
  value: string;
  /** The total itself: bold, above a rule. */
  strong?: boolean;
  /** A note under the total (the VAT it includes): small and muted. */
  note?: boolean;
}

/** Right-aligned label and value columns at the right of the page. */
export function totals(doc: Pdf, y: number, lines: readonly TotalLine[]): number {
  const valueWidth = 110;
  const labelWidth = 230;
  const right = contentLeft(doc) + contentWidth(doc);
  const labelX = right - valueWidth - labelWidth;
  const height = lines.length * 18 + 10;
  let at = ensureRoom(doc, y, height);
  for (const line of lines) {
    if (line.strong) {
      doc
        .moveTo(labelX + 60, at)
        .lineTo(right, at)
        .lineWidth(1)
        .strokeColor(COLOR.ink)
        .stroke();
      at += 5;
    }
    const look: TextStyle = line.strong
      ? { font: 'bold', size: SIZE.heading }
      : line.note
        ? { size: SIZE.small, color: COLOR.muted }
        : {};
    const labelHeight = write(doc, line.label, labelX, at, {
      ...look,
      width: labelWidth - 10,
      align: 'right',
    });
    write(doc, line.value, right - valueWidth, at, { ...look, width: valueWidth, align: 'right' });
    at += Math.max(labelHeight, 12) + 5;
  }
  return at + 10;
}

/** A paragraph across the page, e.g. a closing note. */
export function paragraph(doc: Pdf, y: number, text: string, look: TextStyle = {}): number {
  const width = contentWidth(doc);
  const at = ensureRoom(doc, y, measure(doc, text, width, look));
  return at + write(doc, text, contentLeft(doc), at, { ...look, width }) + 8;
}

/**
 * The same line at the foot of every page, with "Page n of m" (`pageLabel`, in the document's
 * language). Drawn last, into the bottom margin: the margin is lifted while drawing, or the
 * text would spill onto a new page.
 */
export function footer(
  doc: Pdf,
  text: string,
  pageLabel: (page: number, pages: number) => string,
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottomMargin - FOOTER_HEIGHT + 12;
    rule(doc, y - 6);
    const look: TextStyle = { size: SIZE.small, color: COLOR.muted };
    const width = contentWidth(doc);
    write(doc, text, contentLeft(doc), y, { ...look, width: width - 80 });
    write(doc, pageLabel(i - range.start + 1, range.count), contentLeft(doc), y, {
      ...look,
      width,
      align: 'right',
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
