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
//
// Issue 45: each table belongs to the feature whose schema.ts holds it (the member's and the
// infrastructure's are db/schema's, below every feature). Another feature asks the owner's
// index.ts for what it needs of that data, so a reach into a schema.ts is named as such; a
// schema.ts may name another feature's table for a foreign key. And features import each other in
// one direction only (feature-order.js): an import of a feature not below this one is refused,
// saying which way is allowed.
import path from 'node:path';
import { FEATURE_ORDER } from './feature-order.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const ALIASES = { '@server/': 'src/server/', '@web/': 'src/web/' };
const FEATURE = /^src\/(server|web)\/features\/([^/]+)(?:\/(.*))?$/;
const SIDE = /^src\/(server|web)\//;
const COMPOSITION = /^src\/web\/(routes|app)\//;
const SCHEMA = /(^|\/)schema(\.ts)?$/;
// The seed writes the demo catalogue into the owners' tables, as a migration would.
const WRITES_EVERY_TABLE = /^src\/server\/db\/seed\//;

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
      tables:
        "'{{source}}' is the {{feature}} feature's tables: ask its index.ts for what you need of them (a query, a column set, a join helper).",
      order:
        'The {{own}} feature may not import the {{feature}} feature: features import only those below them (eslint/feature-order.js: {{below}}). Put what both need below both, or have the composition pass the call in.',
      unordered:
        'The {{feature}} feature has no place in eslint/feature-order.js: add it, below the features that use it.',
      tablesExported: "An index.ts does not offer its feature's tables: offer queries over them.",
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
    const ownSchema = own !== null && SCHEMA.test(own.rest.replace(/\.ts$/, ''));
    const order = FEATURE_ORDER[side];
    const rank = (name) => order.indexOf(name);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = resolveSource(source, context.filename);
      const target = resolved && featureOf(resolved.split(path.sep).join('/'));
      if (!target || target.side !== side) return;
      const data = { source, feature: target.name };
      if (target.name === own?.name) {
        if (own.rest === 'index.ts' && SCHEMA.test(target.rest) && isReExport(node))
          context.report({ node: node.source, messageId: 'tablesExported' });
        return;
      }
      if (own) {
        if (rank(own.name) < 0 || rank(target.name) < 0) {
          const feature = rank(own.name) < 0 ? own.name : target.name;
          return context.report({ node: node.source, messageId: 'unordered', data: { feature } });
        }
        if (rank(target.name) > rank(own.name)) {
          const below = order.slice(0, rank(own.name)).join(', ') || 'none';
          return context.report({
            node: node.source,
            messageId: 'order',
            data: { ...data, own: own.name, below },
          });
        }
      }
      if (target.rest === '' || target.rest === 'index') return;
      if (SCHEMA.test(target.rest)) {
        if (ownSchema || WRITES_EVERY_TABLE.test(file)) return;
        return context.report({ node: node.source, messageId: 'tables', data });
      }
      if (composes && node.type === 'ImportExpression') return;
      context.report({ node: node.source, messageId: 'reach', data });
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
