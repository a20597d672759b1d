import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Our preference when the client likes several equally: brotli is the smaller. */
const PREFERRED: readonly Exclude<ContentEncoding, 'identity'>[] = ['br', 'gzip'];

/**
 * A small document compressed once at start-up at the highest levels: paying that per request
 * would cost more CPU than the bytes are worth, and the document never changes while we run.
 */
export function compressDocument(body: string): Record<ContentEncoding, Buffer> {
  const identity = Buffer.from(body, 'utf8');
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/** Picks br or gzip by the client's Accept-Encoding q-values (`*` covers both); identity otherwise. */
export function negotiateContentEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) quality.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of PREFERRED) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQuality) {
      best = encoding;
      bestQuality = q;
    }
  }
  return best;
}
