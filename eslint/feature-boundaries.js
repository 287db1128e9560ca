// A feature's public face is its index.ts (issue 18): a file in one feature may import another
// feature only through that index, never a file inside it. Resolves relative imports and the
// @server/@web aliases, so neither spelling gets past.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const ALIASES = { '@server/': 'src/server/', '@web/': 'src/web/' };
const FEATURE = /^src\/(server|web)\/features\/([^/]+)(?:\/(.*))?$/;

function featureOf(relative) {
  const match = FEATURE.exec(relative.split(path.sep).join('/'));
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

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts' },
    schema: [],
    messages: {
      reach:
        "'{{source}}' reaches into the {{feature}} feature: import what it offers from its index.ts, or move shared code to lib/ or components/.",
    },
  },
  create(context) {
    const own = featureOf(path.relative(ROOT, context.filename));
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = resolveSource(source, context.filename);
      const target = resolved && featureOf(resolved);
      if (!target || target.side !== own.side || target.name === own.name) return;
      if (target.rest === '' || target.rest === 'index') return;
      context.report({
        node: node.source,
        messageId: 'reach',
        data: { source, feature: target.name },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
