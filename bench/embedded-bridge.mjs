// Loaded into the server with `node --import` when run.mjs runs with `--db embedded`: the server's
// own PGlite answers the PostgreSQL wire protocol on 127.0.0.1:BENCH_PGLITE_PORT, so that the
// scenarios prepare their data with a pg client while the server runs, as they do on PostgreSQL
// (PGlite is one session inside the server's process: nothing else can open its directory).
//
// A batch of messages is forwarded whole, under both of PGlite's locks, so that no statement of
// the server's runs between a Parse and its Sync, or inside a transaction of the server's. A
// client transaction across batches is not kept apart from the server's statements: the
// scenarios' preparations send none.
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';

const port = Number(process.env.BENCH_PGLITE_PORT);
const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
/** Messages after which the client waits for an answer: Sync, simple Query, Terminate. */
const BATCH_ENDS = new Set(['S', 'Q', 'X'].map((letter) => letter.charCodeAt(0)));

if (port) {
  const create = PGlite.create;
  let served = false;
  PGlite.create = async function createAndServe(...args) {
    const db = await create.apply(this, args);
    if (!served) {
      served = true;
      net.createServer((socket) => bridge(db, socket)).listen(port, '127.0.0.1');
    }
    return db;
  };
}

/** One client connection: its bytes cut at batch ends, each batch run in order. */
function bridge(db, socket) {
  socket.setNoDelay(true);
  let pending = Buffer.alloc(0);
  let started = false;
  let queue = Promise.resolve();
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    let end = 0;
    let offset = 0;
    while (pending.length - offset >= 8 || (started && pending.length - offset >= 5)) {
      if (!started) {
        // The start-up message (or a request for TLS, refused) has no type byte.
        const length = pending.readInt32BE(offset);
        if (pending.length - offset < length) break;
        const code = pending.readInt32BE(offset + 4);
        if (code === SSL_REQUEST) socket.write('N');
        else if (code === PROTOCOL_3) {
          started = true;
          const message = pending.subarray(offset, offset + length);
          queue = queue.then(() => run(db, socket, [message]));
        }
        offset += length;
        end = offset;
        continue;
      }
      const length = 1 + pending.readInt32BE(offset + 1);
      if (pending.length - offset < length) break;
      const type = pending[offset];
      offset += length;
      if (BATCH_ENDS.has(type)) {
        const batch = splitMessages(pending.subarray(end, offset));
        queue = queue.then(() => run(db, socket, batch));
        end = offset;
      }
    }
    pending = pending.subarray(end);
  });
}

function splitMessages(bytes) {
  const messages = [];
  for (let offset = 0; offset < bytes.length; ) {
    const length = 1 + bytes.readInt32BE(offset + 1);
    messages.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  return messages;
}

async function run(db, socket, messages) {
  if (messages.at(-1)?.[0] === 'X'.charCodeAt(0)) {
    socket.end();
    return;
  }
  try {
    const answers = await db._runExclusiveTransaction(() =>
      db.runExclusive(async () => {
        const out = [];
        for (const message of messages) out.push(await db.execProtocolRaw(new Uint8Array(message)));
        return out;
      }),
    );
    for (const answer of answers) if (answer.length > 0) socket.write(answer);
  } catch (error) {
    socket.destroy(error);
  }
}
