import ts from 'typescript';
import type { Plugin } from 'vite';

const DOMAIN_SOURCE = /\/shared\/domain\/src\/(?!.*\.test\.ts)[^?]*\.ts(\?.*)?$/;

function hasCall(node: ts.Node): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return true;
  return ts.forEachChild(node, hasCall) ?? false;
}

/**
 * Marks the shared domain's top-level constants built by calls (zod schemas, mostly) as pure,
 * by wrapping each initializer in an annotated arrow call. Unused ones are then dropped, so a
 * shopper's first visit does not download zod for schemas the storefront never runs. The
 * domain's own files stay as they are.
 */
export function pureDomainConstants(): Plugin {
  return {
    name: 'wallart:pure-domain-constants',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!DOMAIN_SOURCE.test(id)) return null;
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const edits: { at: number; text: string }[] = [];
      for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (!init || !hasCall(init)) continue;
          edits.push({ at: init.getStart(file), text: '/* @__PURE__ */ (() => (' });
          edits.push({ at: init.getEnd(), text: '))()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at)) {
        out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      }
      return { code: out, map: null };
    },
  };
}
