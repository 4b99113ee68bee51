// Make the app's icons (web app manifest, apple-touch-icon) from one SVG mark, a checkered flag:
//   node scripts/make-icons.mjs
// Run once; the PNG files under public/icons/ are committed. Colours: DEFAULT_THEME in
// lib/content/settings.ts (navbar background, button red for the pole).
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const OUT = 'public/icons';
const BACKGROUND = '#1b1f24';
const POLE = '#c62828';

/** The flag on a 100×100 grid, centred; `scale` shrinks it for the maskable safe zone. */
function flag(scale) {
  // A waving flag of 6×4 squares, clipped to a curved outline.
  const squares = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 6; col += 1) {
      if ((row + col) % 2 === 0) squares.push(`<rect x="${30 + col * 9}" y="${16 + row * 11}" width="9" height="11"/>`);
    }
  }
  return `
  <g transform="translate(50 50) scale(${scale}) translate(-50 -50)">
    <defs>
      <clipPath id="cloth"><path d="M30 22 C42 12 56 30 84 18 L84 58 C56 70 42 52 30 62 Z"/></clipPath>
    </defs>
    <rect x="22" y="14" width="7" height="76" rx="3.5" fill="${POLE}"/>
    <g clip-path="url(#cloth)">
      <rect x="30" y="10" width="56" height="64" fill="#ffffff"/>
      <g fill="${BACKGROUND}">${squares.join('')}</g>
    </g>
  </g>`;
}

/** `any`: a rounded square with transparent corners; `full`: the background fills the square. */
function svg({ shape, scale }) {
  const background = shape === 'any' ? `<rect width="100" height="100" rx="20" fill="${BACKGROUND}"/>` : `<rect width="100" height="100" fill="${BACKGROUND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${background}${flag(scale)}</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, shape: 'any', scale: 0.85 },
  { file: 'icon-512.png', size: 512, shape: 'any', scale: 0.85 },
  // Maskable: the platform crops to its own shape; keep the mark inside the central 80 % circle.
  { file: 'maskable-512.png', size: 512, shape: 'full', scale: 0.62 },
  // iOS fills transparency with black and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, shape: 'full', scale: 0.8 },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(svg(icon)), { density: (72 * icon.size) / 100 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${icon.file}`);
  console.log(`${OUT}/${icon.file}`);
}
