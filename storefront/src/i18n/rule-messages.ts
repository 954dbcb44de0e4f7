import type { CompiledMessage, MessageValues } from './format-message';

/**
 * The shop's rules (the zod schemas the forms share with the API) and the API's refusals speak
 * English. The `rules.*` texts of the English catalogue are those messages word for word, with
 * `{name}` where a message names a figure; a message is known by matching them, and shown in
 * the page's language from the same key.
 */

const RULE_PREFIX = 'rules.';

interface RulePattern {
  key: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled English text as a pattern; null for one with plurals or choices. */
function patternOf(key: string, message: CompiledMessage): RulePattern | null {
  const parts = typeof message === 'string' ? [message] : message;
  const names: string[] = [];
  let source = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      source += escape(part);
      continue;
    }
    const [name, kind] = part;
    if (kind) return null;
    names.push(name);
    source += '(.+?)';
  }
  return { key, pattern: new RegExp(`^${source}$`), names };
}

const patternsOf = new WeakMap<Record<string, CompiledMessage>, RulePattern[]>();

/** The `rules.*` key whose English text the message is, and the figures it gave; or null. */
export function findRule(
  message: string,
  english: Record<string, CompiledMessage>,
): { key: string; values: MessageValues } | null {
  let patterns = patternsOf.get(english);
  if (!patterns) {
    patterns = Object.entries(english)
      .filter(([key]) => key.startsWith(RULE_PREFIX))
      .flatMap(([key, text]) => patternOf(key, text) ?? []);
    patternsOf.set(english, patterns);
  }
  const text = message.trim();
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: MessageValues = {};
    names.forEach((name, index) => (values[name] = match[index + 1] ?? ''));
    return { key, values };
  }
  return null;
}
