import { describe, expect, it } from 'vitest';
import { drawableText } from './pdf-text';

describe('drawableText', () => {
  it('keeps Latin text with accents, LKR amounts, dashes and quotes as they are', () => {
    const text = 'José Müller — “Crème brûlée” – LKR 1,234.00 … €5 ß Ñ';
    expect(drawableText(text)).toBe(text);
  });

  it('drops an accent the font lacks, keeping the letter', () => {
    expect(drawableText('Kumāra Wickramasiṅghe, Hà Nội')).toBe('Kumara Wickramasinghe, Hà Noi');
  });

  it('draws a run of letters it cannot draw (Sinhala, Tamil, emoji) as one "?"', () => {
    expect(drawableText('සුනිල් පෙරේරා')).toBe('? ?');
    expect(drawableText('Nimal (நிமல்) Perera')).toBe('Nimal (?) Perera');
    expect(drawableText('Sunset 🌅 print')).toBe('Sunset ? print');
  });

  it('keeps line breaks, turns other white space into spaces and drops control characters', () => {
    expect(drawableText('12 Lake Road\r\nKandy\tLK\u0007')).toBe('12 Lake Road\nKandy LK');
  });
});
