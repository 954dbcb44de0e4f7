/**
 * Text split by the script it is written in, so each part is drawn with a font that holds its
 * letters (decision 0152): Sinhala and Tamil each have a font of their own, everything else
 * (Latin letters, digits, spaces, punctuation) stays in Helvetica.
 */
export type Script = 'latin' | 'sinhala' | 'tamil';

export interface ScriptRun {
  script: Script;
  text: string;
}

const SINHALA = /\p{Script=Sinhala}/u;
const TAMIL = /\p{Script=Tamil}/u;
/** Joiners and combining marks shape the letter before them, so they stay in its run. */
const JOINING = /[\u200c\u200d\p{Script=Inherited}]/u;

function scriptOf(char: string): Script | null {
  if (SINHALA.test(char)) return 'sinhala';
  if (TAMIL.test(char)) return 'tamil';
  if (JOINING.test(char)) return null;
  return 'latin';
}

/** The text's runs, in order, each as long as possible; '' has none. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text.normalize('NFC')) {
    const last = runs.at(-1);
    const script = scriptOf(char) ?? last?.script ?? 'latin';
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
