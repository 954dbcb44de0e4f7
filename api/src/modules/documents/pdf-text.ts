/**
 * The documents draw Latin text in the PDF's built-in Helvetica (decision 0024), which draws
 * the Windows-1252 ("WinAnsi") characters: Latin letters with their accents, LKR amounts,
 * dashes and quotes. Sinhala and Tamil are split off first and drawn in their own fonts
 * (decision 0152); whatever else the text holds is made drawable here: an accented letter
 * outside that set loses its accent (ā → a), and a run of letters no font of the documents
 * can draw (emoji, other scripts) becomes one "?", never a crash or garbled bytes.
 */

/** The Windows-1252 characters outside Latin-1, by code point. */
const WIN_ANSI_EXTRAS = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014,
  0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039,
  0x203a, 0x20ac, 0x2122,
]);

const UNDRAWABLE = '?';

function isDrawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code)
  );
}

/** The letter without its accents, when that is drawable ("ā" → "a", "ế" → "e"). */
function withoutAccents(char: string): string | null {
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain !== '' && [...plain].every(isDrawable) ? plain : null;
}

/** `text` as the built-in font can draw it; line breaks are kept. */
export function drawableText(text: string): string {
  let out = '';
  let inMissingRun = false;
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (char === '\n' || isDrawable(char)) {
      out += char;
      inMissingRun = false;
      continue;
    }
    const plain = withoutAccents(char);
    if (plain !== null) {
      out += plain;
      inMissingRun = false;
    } else if (/\s/u.test(char)) {
      out += ' ';
      inMissingRun = false;
    } else if (/[\p{M}\p{Cc}\p{Cf}]/u.test(char)) {
      // Vowel signs, joiners and control characters belong to (or sit between) letters.
      continue;
    } else if (!inMissingRun) {
      out += UNDRAWABLE;
      inMissingRun = true;
    }
  }
  return out;
}
