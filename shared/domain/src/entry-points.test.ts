import ts from 'typescript';
import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    glob(
      pattern: string,
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

/** Every source file of the package, by path relative to this folder ("./cart/cart.rules.ts"). */
const sources = import.meta.glob('./**/*.ts', { query: '?raw', import: 'default', eager: true });

/** What a module imports once its types are erased, as a bundler sees it. */
function runtimeImports(file: string): string[] {
  const source = sources[file];
  if (source === undefined) throw new Error(`No source for ${file}`);
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return ts.preProcessFile(outputText, true, true).importedFiles.map((f) => f.fileName);
}

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const path = parts.join('/');
  return sources[`${path}.ts`] !== undefined ? `${path}.ts` : `${path}/index.ts`;
}

/** The packages an entry point loads at run time, following its own files through. */
function packagesLoadedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('entry points', () => {
  it('the rules entry and the api client load no package at run time (no zod)', () => {
    expect([...packagesLoadedBy('./rules.ts')]).toEqual([]);
    expect([...packagesLoadedBy('./api-client/index.ts')]).toEqual([]);
  });

  it('the schemas entry does load zod, so the check above can tell', () => {
    expect([...packagesLoadedBy('./schemas.ts')]).toEqual(['zod']);
  });

  it('the whole package still exports everything the two entry points do', async () => {
    const [all, rules, schemas] = await Promise.all([
      import('./index'),
      import('./rules'),
      import('./schemas'),
    ]);
    const names = (m: object) => Object.keys(m).sort();
    expect(names(all)).toEqual([...new Set([...names(rules), ...names(schemas)])].sort());
  });
});
