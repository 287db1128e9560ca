import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A stand-in for the built SPA (dist/web): an index.html with the build's markers, nothing else. */
export function makeWebRoot() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'br-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head>' +
      '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
