import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDocument, negotiateContentEncoding } from './content-encoding';

describe('negotiateContentEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['BR', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateContentEncoding(header)).toBe(expected);
  });
});

describe('compressDocument', () => {
  it('keeps the same bytes in every variant', () => {
    const html = `<!doctype html><title>BasisDesk</title>${'<p>ticket</p>'.repeat(100)}`;
    const variants = compressDocument(html);
    expect(variants.identity.toString()).toBe(html);
    expect(zlib.brotliDecompressSync(variants.br).toString()).toBe(html);
    expect(zlib.gunzipSync(variants.gzip).toString()).toBe(html);
    expect(variants.br.length).toBeLessThan(variants.identity.length);
  });
});
