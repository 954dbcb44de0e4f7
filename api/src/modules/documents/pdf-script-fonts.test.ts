import { describe, expect, it } from 'vitest';
import { createA4Pdf, measure, pdfBytes, write } from './pdf-document';
import { readPdf } from './testing/pdf-reader';

const newDoc = () => createA4Pdf({ title: 'Test', author: 'Shop', lang: 'ta' });

describe('text of several scripts on a document', () => {
  it('takes one line when it fits, and a line a word when the box is narrow, never splitting one', async () => {
    const doc = newDoc();
    const text = 'கமலா ராஜன் Perera';
    const line = measure(doc, text, 400);
    expect(measure(doc, text, 60)).toBeCloseTo(line * 3);
    expect(write(doc, text, 50, 50, { width: 60 })).toBeCloseTo(line * 3);
    const { text: read } = await readPdf(await pdfBytes(doc));
    expect(read.split('\n').map((l) => l.trim())).toEqual(
      expect.arrayContaining(['கமலா', 'ராஜன்', 'Perera']),
    );
  });

  it('keeps a mixed word whole, its Latin brackets and Tamil letters together', () => {
    const doc = newDoc();
    const line = measure(doc, '(தெற்காசியா)', 400);
    expect(measure(doc, '(தெற்காசியா)', 30)).toBeCloseTo(line);
  });

  it('starts a new line at each line break in the text', () => {
    const doc = newDoc();
    const line = measure(doc, 'ශ්‍රී සුමංගල මාවත 12', 400);
    expect(measure(doc, 'ශ්‍රී සුමංගල මාවත 12\nමහනුවර', 400)).toBeCloseTo(line * 2);
  });
});
