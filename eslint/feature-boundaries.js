// A feature's public face is its index.ts (issue 18): a file in one feature may import another
// feature only through that index, never a file inside it, and so may any other code of the
// server or the web (routes/ and app/, which compose features; lib/, components/, plugins/).
// Tests, which look at a feature's insides on purpose, are not held to it. One exception: a lazy import() in routes/ or app/ may name the one
// module it loads (a screen part, an admin tab). That import is a chunk boundary; through the
// index, the chunk would hold whatever else the index offers.
// A feature's index.ts only re-exports (issue 45): its plugin is in feature.ts, its code in
// modules named for what they do; and the web build counts on an index having no side effects
// (vite.config.ts). Resolves relative imports and the @server/@web aliases, so neither spelling
// gets past.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const ALIASES = { '@server/': 'src/server/', '@web/': 'src/web/' };
const FEATURE = /^src\/(server|web)\/features\/([^/]+)(?:\/(.*))?$/;
const SIDE = /^src\/(server|web)\//;
const COMPOSITION = /^src\/web\/(routes|app)\//;

function featureOf(relative) {
  const match = FEATURE.exec(relative);
  return match ? { side: match[1], name: match[2], rest: match[3] ?? '' } : null;
}

function resolveSource(source, fromFile) {
  if (source.startsWith('.'))
    return path.relative(ROOT, path.resolve(path.dirname(fromFile), source));
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (source.startsWith(alias)) return target + source.slice(alias.length);
  }
  return null;
}

const isReExport = (statement) =>
  statement.type === 'ExportAllDeclaration' ||
  (statement.type === 'ExportNamedDeclaration' && statement.source !== null);

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts' },
    schema: [],
    messages: {
      reach:
        "'{{source}}' reaches into the {{feature}} feature: import what it offers from its index.ts, or move shared code to lib/ or components/.",
      indexCode:
        "A feature's index.ts only re-exports: put this in a module of the feature (its plugin in feature.ts).",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const own = featureOf(file);
    const side = SIDE.exec(file)?.[1];
    if (!side) return {};
    const composes = COMPOSITION.test(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = resolveSource(source, context.filename);
      const target = resolved && featureOf(resolved.split(path.sep).join('/'));
      if (!target || target.side !== side || target.name === own?.name) return;
      if (target.rest === '' || target.rest === 'index') return;
      if (composes && node.type === 'ImportExpression') return;
      context.report({
        node: node.source,
        messageId: 'reach',
        data: { source, feature: target.name },
      });
    };
    const visitors = {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
    if (own?.rest !== 'index.ts') return visitors;
    return {
      ...visitors,
      Program(program) {
        for (const statement of program.body) {
          if (!isReExport(statement)) context.report({ node: statement, messageId: 'indexCode' });
        }
      },
    };
  },
};
