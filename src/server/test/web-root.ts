import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The stand-in's one inline script, as the real template's theme script: its CSP names its hash. */
export const STAND_IN_SCRIPT = "document.documentElement.dataset.standIn = 'yes';";

/** A stand-in for the built SPA (dist/web): an index.html with the build's markers, nothing else. */
export function makeWebRoot() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${STAND_IN_SCRIPT}</script><!--app-head--></head>` +
      '<body><!--app-sprite--><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
