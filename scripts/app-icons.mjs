// The installed app's icons (issue 51), drawn from scripts/app-icon.svg into public/icons: the
// manifest's 192 and 512 px icons (corners rounded, for where the icon shows as it is), its
// 512 px maskable one and the 180 px touch icon (full squares: the platform cuts their shape).
// Run `npm run icons` after changing the drawing, and commit what it writes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const square = fs.readFileSync(path.join(root, 'scripts', 'app-icon.svg'), 'utf8');
const rounded = square.replace(
  '<rect width="512" height="512"',
  '<rect width="512" height="512" rx="96"',
);
const out = path.join(root, 'public', 'icons');
fs.mkdirSync(out, { recursive: true });

const ICONS = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', square, 512],
  ['apple-touch-icon.png', square, 180],
];
for (const [name, svg, size] of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 512 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
}
console.log(`wrote ${ICONS.map(([name]) => name).join(', ')} to public/icons`);
