// Writes .br and .gz beside every built asset once, at build time, so the server sends them
// with no per-request compression work (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = 'dist/web';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|map)$/;
// index.html is a template the server fills per request; it is compressed on the way out.
const SKIP = new Set(['index.html']);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && !SKIP.has(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(ROOT)) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`compressed ${count} assets`);
