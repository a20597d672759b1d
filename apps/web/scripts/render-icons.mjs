// Renders the PWA and home-screen icons in public/icons from public/favicon.svg, so every icon is
// the same mark. A dev tool, not part of the build: run it after changing the favicon and check in
// the PNGs (`node apps/web/scripts/render-icons.mjs`). Needs Debian's Chromium at /usr/bin/chromium.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const BACKGROUND = '#1a1b23';
const publicDir = new URL('../public/', import.meta.url);
const outDir = new URL('icons/', publicDir);
const favicon = fs.readFileSync(new URL('favicon.svg', publicDir), 'utf8');

/**
 * fit: null draws the favicon as it is (rounded corners, transparent outside them). Otherwise the
 * favicon's mark (its paths) is centred on a full-bleed square, scaled so the half-diagonal of
 * its bounding box is `fit` of the icon's size: inside a circle of that radius nothing is cut.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, fit: null },
  { file: 'icon-512.png', size: 512, fit: null },
  // Maskable: platforms crop to any shape inside the central circle of radius 40 %; keep a margin.
  { file: 'icon-maskable-512.png', size: 512, fit: 0.36 },
  // iOS rounds the corners itself and shows transparency as black: opaque, a little padding.
  { file: 'apple-touch-icon.png', size: 180, fit: 0.4 },
];

/** Runs in the page: composes the SVG to screenshot, measuring the mark with the real renderer. */
function composeIcon({ favicon, size, fit, background }) {
  const source = new DOMParser().parseFromString(favicon, 'image/svg+xml').documentElement;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  document.body.append(svg);
  if (fit === null) {
    svg.setAttribute('viewBox', source.getAttribute('viewBox'));
    svg.innerHTML = source.innerHTML;
    return;
  }
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.innerHTML = `<rect width="${size}" height="${size}" fill="${background}"/>`;
  const mark = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  for (const path of source.querySelectorAll('path')) mark.append(path.cloneNode(true));
  svg.append(mark);
  const box = mark.getBBox();
  const scale = (fit * size) / Math.hypot(box.width / 2, box.height / 2);
  const x = size / 2 - scale * (box.x + box.width / 2);
  const y = size / 2 - scale * (box.y + box.height / 2);
  mark.setAttribute('transform', `translate(${x} ${y}) scale(${scale})`);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const { file, size, fit } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      '<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>',
    );
    await page.evaluate(composeIcon, { favicon, size, fit, background: BACKGROUND });
    await page.screenshot({ path: new URL(file, outDir).pathname, omitBackground: fit === null });
    await page.close();
    console.log(`icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
