import type { Plugin } from 'vite';

const MARK = '?shop-domain';
const STOREFRONT_SOURCE = /\/storefront\/src\//;
const DOMAIN_SPECIFIER = /^@wallart\/domain(\/api-client)?$/;

/**
 * The shopper's screens get their own copy of the shared domain modules, apart from the copy
 * the lazily loaded admin screens use. A module is the smallest unit a bundler can split, so a
 * domain file used by both would otherwise carry the admin's zod schemas (and zod) into the
 * shopper's first load. The copies are pure code; the duplicate costs the admin a few KB.
 */
export function shopDomainCopy(): Plugin {
  return {
    name: 'wallart:shop-domain-copy',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromShop = STOREFRONT_SOURCE.test(importer) && DOMAIN_SPECIFIER.test(source);
      const withinCopy = importer.endsWith(MARK) && source.startsWith('.');
      if (!fromShop && !withinCopy) return null;
      const resolved = await this.resolve(source, importer.replace(MARK, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: resolved.id + MARK };
    },
  };
}
