#!/usr/bin/env node
/**
 * No source file over 400 lines (`npm run lint`): a file that grows past it holds more than one
 * thing, and is split by what it does (use cases, behaviours, a kit's helpers). Counts the lines of
 * every TypeScript and JavaScript file git knows, tests included; migrations (SQL), data and
 * generated files are not source.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file));

const tooLong = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) tooLong.push({ file, lines });
}

if (tooLong.length > 0) {
  tooLong.sort((a, b) => b.lines - a.lines);
  console.error(`Files over ${MAX_LINES} lines (split each by what it does):`);
  for (const { file, lines } of tooLong) console.error(`  ${lines}  ${file}`);
  process.exit(1);
}
console.log(`${files.length} source files, none over ${MAX_LINES} lines.`);
