import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { OFFLINE_PATH } from './src/web/service-worker/protocol';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const paths = {
  '@shared': dir('./src/shared'),
  '@server': dir('./src/server'),
  '@web': dir('./src/web'),
};
/**
 * The browser runs the app on Preact's React layer, a quarter of React's size and cost to start
 * on a slow phone (decision 031); the server renders it with Preact too, so both sides agree.
 * Libraries written for React (TanStack Query, Radix, react-hook-form, sonner) import it the same.
 */
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter's fallback for Reacts before 18; Preact's layer has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
const alias = [
  ...Object.entries(paths).map(([find, replacement]) => ({ find, replacement })),
  ...preact,
];
/** Radix's scroll lock writes its rules as a <style>, which the pages' CSP refuses (decision 018). */
/**
 * Node would load the React that these libraries name, beside the Preact our code is aliased
 * to; run through the tests' transform, they take the alias too.
 */
const reactLibraries = [
  /[\\/]node_modules[\\/](@tanstack[\\/]react-query|radix-ui|@radix-ui|react-hook-form|@hookform|sonner|lucide-react|wouter|react-remove-scroll[^\\/]*|use-callback-ref|use-sidecar|@floating-ui[\\/]react[^\\/]*)[\\/]/,
];
const webAlias = [
  ...alias,
  { find: 'react-style-singleton', replacement: dir('./src/web/lib/style-singleton.ts') },
];

const FEATURE_INDEX = /src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const ICONS = /src[\\/]web[\\/]components[\\/]icons\.ts$/;

const integrationProject = {
  // The page-render tests load the app's own entry-server.tsx, icons and all.
  plugins: [spriteIcons()],
  resolve: { alias },
  test: {
    name: 'integration',
    root: dir('.'),
    include: ['src/server/**/*.int.test.ts'],
    environment: 'node',
    server: { deps: { inline: reactLibraries } },
    globalSetup: ['src/server/test/global-setup.ts'],
    // Each file builds its own app over its own database (useTestApp), so nothing of one file's
    // lives on in the next; the app's modules are loaded once per worker instead of once per
    // file, which took a third of the suite's time.
    isolate: false,
    // A file mostly waits on PostgreSQL, so one worker per core but one (vitest's default: a
    // single worker on two cores) left the machine half idle: 519 s for the suite, 258 s with 3.
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

/**
 * Sonner injects its stylesheet as an inline <style>, which our CSP ('self' only, no
 * 'unsafe-inline') refuses. We ship sonner's own styles.css in our bundle instead and turn the
 * injection call into a no-op expression.
 */
function sonnerStylesFromBundle(): Plugin {
  return {
    name: 'sonner-styles-from-bundle',
    transform(code, id) {
      if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const patched = code.replace('__insertCSS("', 'void ("');
      if (patched === code) this.error('sonner no longer injects CSS the way we patch; revisit');
      return { code: patched, map: null };
    },
  };
}

/**
 * `sprite-icon:<name>` (src/web/components/icons.ts) is lucide's icon of that name drawn from
 * the page's sprite: the drawing its module exports as `__iconData`, given to spriteIcon. One
 * module per icon, as lucide's own, so a chunk holds only the icons its screens show.
 */
function spriteIcons(): Plugin {
  const prefix = 'sprite-icon:';
  const factory = JSON.stringify(dir('./src/web/components/sprite-icon.tsx'));
  return {
    name: 'sprite-icons',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1);
      if (!/^[a-z0-9-]+$/.test(name)) this.error(`not a lucide icon name: ${name}`);
      const code = [
        `import { __iconData } from 'lucide-react/icons/${name}';`,
        `import { spriteIcon } from ${factory};`,
        'export default /* @__PURE__ */ spriteIcon(__iconData);',
      ].join('\n');
      return { code, moduleSideEffects: false };
    },
  };
}

/**
 * The built template without what only its reader needs: comments (but the `<!--app-…-->`
 * markers the server fills) and indentation, between tags and on an inline script's lines (its
 * line breaks stay, so no statement runs into the next): a few hundred bytes of every page. The
 * CSP hashes the inline script as built (seo/inline-csp.ts).
 */
function compactTemplate(): Plugin {
  return {
    name: 'compact-template',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<!--(?!app-)[\s\S]*?-->/g, '')
          .replace(/>\s+</g, '><')
          .replace(
            /(<script>)([\s\S]*?)(<\/script>)/g,
            (_, open: string, code: string, close: string) =>
              [open, code.trim().replace(/\n\s+/g, '\n'), close].join(''),
          ),
    },
  };
}

/** Loaded apart from the entry, and needed without a connection: the offline screen, the
 * sender of what waits (which says so above every screen) and the worker's registration. */
const OFFLINE_PARTS =
  /src[\\/]web[\\/](routes[\\/]offline\.tsx|lib[\\/]offline[\\/](outbox|service-worker)\.ts)$/;

/**
 * What a reader's first visit without a connection needs, read from the bundle: the entry with
 * every chunk it imports and their stylesheets, and the offline parts' chunks likewise. The
 * service worker precaches only these (every screen's chunks would be 600 KB gz fetched behind a
 * first visit on a costly link) and keeps the rest as they are read. The offline page itself is
 * rendered by the server, so it takes the entry's name as its revision: new with each release.
 */
function appShell() {
  const files = new Set<string>();
  let entry = '';
  const plugin: Plugin = {
    name: 'app-shell',
    apply: 'build',
    generateBundle(_, bundle) {
      files.clear();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (chunk?.type !== 'chunk' || files.has(name)) return;
        files.add(name);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        chunk.imports.forEach(visit);
      };
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) entry = name;
        if (chunk.isEntry || OFFLINE_PARTS.test(chunk.facadeModuleId ?? '')) visit(name);
      }
    },
  };
  const transform: ManifestTransform = async (entries) => ({
    manifest: [
      ...entries.filter(({ url }) => files.has(url)),
      { url: OFFLINE_PATH, revision: entry, size: 0 },
    ],
    warnings: [],
  });
  return { plugin, transform };
}

/**
 * The service worker (src/web/service-worker, decision 034), built with its precache list by
 * vite-plugin-pwa from our own TypeScript; the page registers it (lib/offline) and asks the
 * reader before a new one takes over.
 */
function serviceWorker(): Plugin[] {
  const shell = appShell();
  return [
    shell.plugin,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker/worker',
      filename: 'sw.ts',
      outDir: dir('./dist/web'),
      manifest: false,
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['assets/*.{js,css}'],
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [shell.transform],
        sourcemap: false,
      },
    }),
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  root: dir('./src/web'),
  publicDir: dir('./public'),
  plugins: [
    react(),
    tailwindcss(),
    sonnerStylesFromBundle(),
    spriteIcons(),
    compactTemplate(),
    ...(isSsrBuild ? [] : serviceWorker()),
  ],
  resolve: { alias: webAlias },
  // The page renderer carries its own production React, whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    // `vite build --ssr entry-server.tsx`: the page renderer the server loads (seo/page-renderer.ts).
    outDir: dir(isSsrBuild ? './dist/ssr' : './dist/web'),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Written for whoever runs the site, not named in the bundles nor served (seo/routes.ts).
    sourcemap: 'hidden',
    // No <link rel="modulepreload"> in the page: on a slow link those ten scripts shared the
    // bandwidth with the stylesheet, which holds the first paint (decision 018). The entry finds
    // its imports itself; a lazy chunk's imports are still preloaded with it.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
    rolldownOptions: {
      // A web feature's index.ts only re-exports (lint holds it to that), as does icons.ts. Saying
      // so lets an import through it reach just the module it names: otherwise the index would
      // bring its whole feature (or every icon) into the importer's chunk, and the layout's into
      // the first visit.
      treeshake: {
        moduleSideEffects: (id) => (FEATURE_INDEX.test(id) || ICONS.test(id) ? false : undefined),
        // lucide's icon modules also make lucide's own component of the drawing, which nothing uses.
        manualPureFunctions: ['createLucideIcon'],
      },
      output: {
        // Form libraries load with the first form a visitor opens, never with the first page.
        // zod alone is a group of its own: the Mission Matcher reads its URL with a schema but
        // has no form to manage, and need not fetch react-hook-form (issue 46).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/sitemap.xml': 'http://127.0.0.1:3000',
      '/robots.txt': 'http://127.0.0.1:3000',
    },
  },
  test: {
    root: dir('.'),
    projects: [
      {
        plugins: [spriteIcons()],
        resolve: { alias },
        test: {
          name: 'unit',
          root: dir('.'),
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'src/server/db/seed/data/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'eslint/**/*.test.js',
          ],
          environment: 'node',
          server: { deps: { inline: reactLibraries } },
          // The files share their worker's loaded modules, as the integration files do: a fresh
          // module graph per file was three quarters of the suite's CPU time (50 s, 14 s without).
          isolate: false,
        },
      },
      integrationProject,
    ],
  },
}));
