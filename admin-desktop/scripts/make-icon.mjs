// Draws the app icon (a framed picture on the shop's terracotta) and writes build/icon.png,
// the 1024×1024 PNG electron-builder turns into each platform's icon format.
// Run from admin-desktop: `node scripts/make-icon.mjs`; the PNG is committed.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SIZE = 1024;
const ACCENT = '#9c4623';
const PAPER = '#faf7f2';
const INK = '#2e2a27';
const SUN = '#dc9776';
const HILL = '#cb6637';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 1024 1024">
  <rect x="32" y="32" width="960" height="960" rx="200" fill="${ACCENT}"/>
  <rect x="212" y="232" width="600" height="560" rx="18" fill="${INK}"/>
  <rect x="252" y="272" width="520" height="480" rx="6" fill="${PAPER}"/>
  <circle cx="640" cy="400" r="60" fill="${SUN}"/>
  <path d="M252 752 L252 640 L392 480 L512 610 L592 540 L772 712 L772 752 Z" fill="${HILL}"/>
  <path d="M252 752 L252 700 L420 600 L560 690 L660 640 L772 720 L772 752 Z" fill="${INK}" opacity="0.85"/>
  <path d="M452 232 L512 150 L572 232" fill="none" stroke="${PAPER}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="512" cy="150" r="22" fill="${PAPER}"/>
</svg>`;

await mkdir(new URL('../build/', import.meta.url), { recursive: true });
const output = fileURLToPath(new URL('../build/icon.png', import.meta.url));
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(output);
console.log(`Wrote ${output}`);
