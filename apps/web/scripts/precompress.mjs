// Runs after `vite build`: writes .br (brotli 11) and .gz (gzip 9) beside every text file in dist
// worth compressing, so the server sends them as they are (@fastify/static `preCompressed`)
// instead of compressing on every request or not at all.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.webmanifest', '.json']);
// Below this a compressed response saves less than its own headers and framing cost.
const MIN_BYTES = 1024;
// The server renders index.html itself at start-up (runtime config) and compresses that rendering;
// a compressed copy of the raw template would never be served.
const SKIPPED = new Set([path.join(distDir, 'index.html')]);

let written = 0;
let before = 0;
let after = 0;
// The server's prerender bundle (dist/.prerender) is read from disk by the server, never sent.
const PRERENDER_DIR = path.join(distDir, '.prerender');

for (const entry of fs.readdirSync(distDir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (file.startsWith(PRERENDER_DIR)) continue;
  if (!entry.isFile() || !EXTENSIONS.has(path.extname(entry.name)) || SKIPPED.has(file)) continue;
  const content = fs.readFileSync(file);
  if (content.length <= MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  written += 1;
  before += content.length;
  after += br.length;
}
console.log(`precompressed ${written} files: ${kib(before)} → ${kib(after)} with brotli`);

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
