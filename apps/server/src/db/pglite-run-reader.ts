import { type PGlite, protocol } from '@electric-sql/pglite';

/**
 * A run's answer read from PostgreSQL's bytes (decision 040). PGlite's own reader copies every
 * column of every row into a new buffer before it decodes it (about 6 % of the server's time on
 * the embedded database's lists); here each text is decoded where it lies. Only what a run of a
 * prepared statement answers is read: its rows and command tags. An answer with an error is
 * handed to PGlite's reader whole, so that the error is PGlite's own (pg-errors.ts maps it).
 */

export type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

export type RunAnswer =
  | { kind: 'rows'; rows: Array<Array<string | null>>; tags: string[] }
  | { kind: 'messages'; messages: BackendMessage[] };

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
const NULL_LENGTH = -1;

/** Sends `request` and answers its bytes, copied out of PostgreSQL's memory as they come. */
export async function exchangeRaw(pglite: PGlite, request: Uint8Array): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pglite.execProtocolRawStream(request, {
    syncToFs: false,
    onRawData: (chunk) => {
      chunks.push(Buffer.from(chunk));
    },
  });
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
}

/** The rows and command tags of an answer; the messages as PGlite reads them when it holds an error. */
export function readRun(answer: Buffer): RunAnswer {
  const rows: Array<Array<string | null>> = [];
  const tags: string[] = [];
  let at = 0;
  while (at < answer.length) {
    const code = answer[at] as number;
    const end = at + 1 + answer.readInt32BE(at + 1);
    if (code === ERROR_RESPONSE) return { kind: 'messages', messages: messagesOf(answer) };
    if (code === DATA_ROW) rows.push(columnsOf(answer, at + 5));
    // The tag is a C string: its last byte is the terminating zero.
    else if (code === COMMAND_COMPLETE) tags.push(answer.toString('utf8', at + 5, end - 1));
    at = end;
  }
  return { kind: 'rows', rows, tags };
}

/** A DataRow's columns from `at` (its column count): each a length, then that many bytes of text. */
function columnsOf(answer: Buffer, at: number): Array<string | null> {
  const count = answer.readInt16BE(at);
  const columns = new Array<string | null>(count);
  let position = at + 2;
  for (let index = 0; index < count; index++) {
    const length = answer.readInt32BE(position);
    position += 4;
    if (length === NULL_LENGTH) {
      columns[index] = null;
    } else {
      columns[index] = answer.toString('utf8', position, position + length);
      position += length;
    }
  }
  return columns;
}

function messagesOf(answer: Buffer): BackendMessage[] {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(answer, (message) => {
    messages.push(message as BackendMessage);
  });
  return messages;
}
