/**
 * The few parts of the POSIX ustar format a backup needs: regular files with names up to 100
 * bytes, written one after the other and read back in order. Readable by any `tar` (`tar tzf`).
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export class TarFormatError extends Error {}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, modifiedAt: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100) throw new TarFormatError(`Name too long for the archive: ${name}`);
  const header = Buffer.alloc(BLOCK);
  nameBytes.copy(header, 0);
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(modifiedAt.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

/** Zeros after a file's bytes, up to the next block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

export function tarEnd(): Buffer {
  return END_OF_ARCHIVE;
}

export interface TarEntrySink {
  write(chunk: Buffer): void;
  end(): void;
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  const stored = Number.parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1)
    sum += index >= 148 && index < 156 ? 32 : (block[index] ?? 0);
  if (stored !== sum)
    throw new TarFormatError('A header of the archive is damaged (its checksum does not match)');
  const text = (start: number, length: number) =>
    block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  const prefix = text(345, 155);
  const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
  const size = Number.parseInt(text(124, 12).trim() || '0', 8);
  return { name, size, type: text(156, 1) || '0' };
}

/**
 * Reads an archive in order, handing each regular file's bytes to the sink `onFile` gives it.
 * An archive that stops before its end marker is a TarFormatError: a truncated file never reads
 * as a shorter, complete one.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onFile: (name: string, size: number) => TarEntrySink,
): Promise<void> {
  let buffered: Buffer = Buffer.alloc(0);
  let entry: { sink: TarEntrySink | null; remaining: number; padding: number } | null = null;
  let ended = false;

  const step = (): boolean => {
    if (entry) {
      if (entry.remaining > 0) {
        if (buffered.length === 0) return false;
        const take = Math.min(entry.remaining, buffered.length);
        entry.sink?.write(buffered.subarray(0, take));
        buffered = buffered.subarray(take);
        entry.remaining -= take;
        return true;
      }
      if (buffered.length < entry.padding) return false;
      buffered = buffered.subarray(entry.padding);
      entry.sink?.end();
      entry = null;
      return true;
    }
    if (buffered.length < BLOCK) return false;
    const block = buffered.subarray(0, BLOCK);
    buffered = buffered.subarray(BLOCK);
    if (block.every((byte) => byte === 0)) {
      ended = true;
      return false;
    }
    const { name, size, type } = parseHeader(block);
    // Directories and links carry no bytes a backup needs; regular files are type 0.
    const sink = type === '0' ? onFile(name, size) : null;
    entry = { sink, remaining: size, padding: tarPadding(size).length };
    return true;
  };

  for await (const chunk of source) {
    if (ended) break;
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    while (!ended && step()) {}
  }
  if (!ended) throw new TarFormatError('The archive ends in the middle: it is truncated');
}
