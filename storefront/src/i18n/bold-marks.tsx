import { Fragment } from 'react';

/** A message's `<b>…</b>` parts drawn strong, so each language places its own emphasis. */
export function BoldMarks({ text }: { text: string }) {
  return text
    .split(/<b>(.*?)<\/b>/)
    .map((part, index) =>
      index % 2 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
    );
}

/**
 * A message's words before, inside and after its `<b>…</b>` mark, for a text whose marked
 * words are a link: each language places the link where its word order needs it.
 */
export const markedParts = (text: string): [string, string, string] => {
  const [before = '', marked = '', after = ''] = text.split(/<\/?b>/);
  return [before, marked, after];
};
