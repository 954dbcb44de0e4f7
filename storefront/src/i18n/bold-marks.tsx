import { Fragment } from 'react';

/** A message's `<b>…</b>` parts drawn strong, so each language places its own emphasis. */
export function BoldMarks({ text }: { text: string }) {
  return text
    .split(/<b>(.*?)<\/b>/)
    .map((part, index) =>
      index % 2 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
    );
}
