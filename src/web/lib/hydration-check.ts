import { options } from 'preact';

// Server markup the app does not render the same way is a bug: the page's first paint and its
// working form differ. React said so in the console, where the e2e suite fails on it; Preact
// (decision 031) repairs the element quietly. Its debug build reports a mismatch through this
// option hook, under the name Preact's build gives it, and so do we, without the debug build's
// weight. Preact meets only a differing element here, not differing text or attributes.

type HydrationHook = (vnode: { type: unknown }, serverNodes: (Element | null)[]) => void;

const describe = (type: unknown) =>
  typeof type === 'string' ? `<${type}>` : type === null ? 'text' : 'a component';

(options as typeof options & { __m?: HydrationHook }).__m = (vnode, serverNodes) => {
  const found = serverNodes.flatMap((node) => (node?.localName ? [`<${node.localName}>`] : []));
  console.error(
    `Hydration mismatch: the app renders ${describe(vnode.type)} where the server's markup has ${
      found.join(', ') || 'nothing'
    }`,
  );
};
