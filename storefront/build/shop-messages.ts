import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { sectionOf, SECTIONS } from '../src/i18n/sections';

const PREFIX = 'virtual:shop-messages/';
const LOADERS = `${PREFIX}loaders`;
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/i18n/locales');
const languages = () =>
  fs
    .readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));

/** A catalogue's ICU messages (one section, or all) compiled to Lingui's runtime form. */
export function compileCatalogue(lang: string, section?: string): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, `${lang}.json`);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => !section || sectionOf(key) === section)
      .map(([key, message]) => [key, compileMessageOrThrow(message)]),
  );
}

/**
 * The shop's texts (src/i18n/locales/<lang>.json), compiled at build time by Lingui's message
 * compiler, so no parser ships: `virtual:shop-messages/<lang>` is a whole language (for the
 * server), `virtual:shop-messages/<lang>/<section>` one section of it, and
 * `virtual:shop-messages/loaders` the browser's map of those sections, each its own chunk.
 */
export function shopMessages(): Plugin {
  return {
    name: 'shop-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      if (id === `\0${LOADERS}`) {
        const sections = (lang: string) =>
          Object.keys(SECTIONS)
            .map((section) => `${section}: () => import('${PREFIX}${lang}/${section}')`)
            .join(', ');
        const map = languages().map((lang) => `${lang}: { ${sections(lang)} }`);
        return `export default { ${map.join(', ')} };`;
      }
      const [lang = '', section] = id.slice(PREFIX.length + 1).split('/');
      this.addWatchFile(path.join(LOCALES_DIR, `${lang}.json`));
      return `export default ${JSON.stringify(compileCatalogue(lang, section))};`;
    },
  };
}
