import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type Attachment,
  type Message,
  messageSchema,
  ticketPaymentSchema,
  ticketSchema,
} from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseDescription, describeDatabase } from '../src/backup/manifest';
import { RestoreRefusedError, restoreBackup } from '../src/backup/restore-backup';
import { BackupRefusedError, takeBackup } from '../src/backup/take-backup';
import { createDurablePglite } from '../src/db/client';
import { PNG_BYTES, png, type Thread, txt, useMessagingKit } from './messaging-kit';
import { payClosedTicket, receiptNumberOf } from './payment-kit';
import { type ServerProcess, startListening, stopServer } from './server-process';
import { isPostgres, TEST_JWT_SECRET } from './test-app';
import { authHeader } from './test-tokens';

const CLI = path.resolve(import.meta.dirname, '../src/backup/main.ts');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-backup-'));
const live = path.join(root, 'live');
const restored = path.join(root, 'restored');
const backupFile = path.join(root, 'backup.tar.gz');
const serverEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  JWT_SECRET: TEST_JWT_SECRET,
  SEED_DEMO: 'false',
  NOTIFICATIONS_ENABLED: 'false',
});

/** `npm run backup` / `npm run restore` as a process of its own: its exit code and what it printed. */
function runCli(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** Every file's path and SHA-256 under a directory: what "untouched" is checked against. */
function treeOf(directory: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    tree[path.relative(directory, file)] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return tree;
}

async function countsIn(dataDir: string): Promise<DatabaseDescription['counts']> {
  const client = await createDurablePglite(path.join(dataDir, 'db'));
  try {
    return (await describeDatabase(client)).counts;
  } finally {
    await client.close();
  }
}

// The embedded database's backup; PostgreSQL's is pg_dump's (docs/deployment.md).
describe.skipIf(isPostgres())('npm run backup and npm run restore', () => {
  const kit = useMessagingKit();
  let thread: Thread;
  let fileMessage: Message;
  let before: DatabaseDescription['counts'];
  let receiptNumber: string;
  const acknowledged: string[] = [];
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    // Tickets, a payment with its receipt, messages and files, made through the API ...
    thread = await kit.newThread();
    for (const words of ['SM21 shows a dump', 'ST22 too', 'Fixed by note 123']) {
      acknowledged.push((await kit.sendText(thread.customer, thread.conversation.id, words)).id);
    }
    fileMessage = await kit.sendFiles(thread.customer, thread.conversation.id, [
      png(),
      txt('trace.txt', 'dev_w0\n'),
    ]);
    acknowledged.push(fileMessage.id);
    await kit.moveTo(thread.consultant, thread.ticket.id, 'Closed', { hoursWorked: 1 });
    await payClosedTicket(kit.send, thread.customer, thread.ticket.id);
    receiptNumber = await receiptNumberOf(kit.send, thread.customer, thread.ticket.id);
    // ... then the same data directory on disk, with a real server process running on it.
    const snapshot = await kit.database.snapshot?.();
    if (!snapshot) throw new Error('the test database has no snapshot');
    const client = await createDurablePglite(path.join(live, 'db'), { loadDataDir: new Blob([snapshot]) });
    before = (await describeDatabase(client)).counts;
    await client.close();
    fs.cpSync(path.join(kit.config.DATA_DIR, 'uploads'), path.join(live, 'uploads'), { recursive: true });
    server = await startListening(serverEnv(live));
  }, 180_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const sendText = async (baseUrl: string, content: string) => {
    const response = await fetch(`${baseUrl}/api/messaging/messages`, {
      method: 'POST',
      headers: { ...authHeader(thread.customer), 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId: thread.conversation.id, content, messageType: 'text' }),
    });
    expect(response.status).toBe(201);
    return messageSchema.parse(await response.json()).id;
  };

  it('backs up the running server while it takes messages, then restores into a fresh data directory where a server finds everything', async () => {
    if (!server) throw new Error('no server');
    const baseUrl = server.baseUrl;
    acknowledged.push(await sendText(baseUrl, 'Before the backup'));
    // Messages keep arriving while the copy is taken.
    let writing = true;
    const duringBackup = (async () => {
      let sent = 0;
      while (writing) {
        sent += 1;
        await sendText(baseUrl, `During the backup ${sent}`);
      }
      return sent;
    })();
    const backup = await runCli(['backup', '--out', backupFile], live);
    writing = false;
    expect(await duringBackup).toBeGreaterThan(0);
    expect(backup.output).toMatch(/Backup written to .*backup\.tar\.gz: \d+ users, 1 tickets, 1 payments/);
    expect(backup.code).toBe(0);

    const restore = await runCli(['restore', backupFile, '--data-dir', restored], live);
    expect(restore.output).toMatch(/Restored the backup of .* into .*restored: /);
    expect(restore.code).toBe(0);

    const after = await countsIn(restored);
    expect(after).toEqual({ ...before, messages: after.messages });
    expect(after.messages).toBeGreaterThanOrEqual(before.messages + 1);

    const again = await startListening(serverEnv(restored));
    try {
      const read = (url: string) => fetch(`${again.baseUrl}${url}`, { headers: authHeader(thread.customer) });
      for (const id of acknowledged) expect((await read(`/api/messaging/messages/${id}`)).status).toBe(200);
      const ticket = ticketSchema.parse(
        await (await read(`/api/SupportRequests/${thread.ticket.id}`)).json(),
      );
      expect(ticket.paymentStatus).toBe('Paid');
      const payment = ticketPaymentSchema.parse(
        await (await read(`/api/Payment/for-order/${thread.ticket.id}`)).json(),
      );
      expect(payment.receiptNumber).toBe(receiptNumber);
      const sent: Record<string, Buffer> = {
        'screenshot.png': PNG_BYTES,
        'trace.txt': Buffer.from('dev_w0\n'),
      };
      expect(fileMessage.attachments).toHaveLength(2);
      for (const attachment of fileMessage.attachments as Attachment[]) {
        const download = await read(`/api/messaging/attachments/${attachment.id}/download`);
        expect(download.status).toBe(200);
        const bytes = Buffer.from(await download.arrayBuffer());
        expect({ name: attachment.originalFileName, bytes: bytes.toString('base64') }).toEqual({
          name: attachment.originalFileName,
          bytes: sent[attachment.originalFileName]?.toString('base64'),
        });
      }
      // A restore is refused while a server holds the data directory.
      const refused = await runCli(['restore', backupFile, '--data-dir', restored], live);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('A BasisDesk server is running on');
      expect(refused.output).toContain('Nothing was restored');
    } finally {
      await stopServer(again);
    }
  }, 240_000);

  it.each([
    [
      'cut short',
      (archive: Buffer) => archive.subarray(0, Math.floor(archive.length / 2)),
      /truncated or damaged/,
    ],
    [
      'altered inside',
      (archive: Buffer) => {
        const tar = gunzipSync(archive);
        // A byte of the database part (after its 512-byte header) changed, the archive still whole.
        tar[512 + 4096] = (tar[512 + 4096] ?? 0) ^ 0xff;
        return gzipSync(tar);
      },
      /database\.tar in the backup does not match its checksum/,
    ],
  ])(
    'refuses a backup %s, in words, and leaves the data directory untouched',
    async (_name, damage, words) => {
      const damaged = path.join(root, `damaged-${crypto.randomUUID()}.tar.gz`);
      fs.writeFileSync(damaged, damage(fs.readFileSync(backupFile)));
      const untouched = treeOf(restored);
      const refusal = restoreBackup({ file: damaged, dataDir: restored, now: new Date() });
      await expect(refusal).rejects.toBeInstanceOf(RestoreRefusedError);
      await expect(refusal).rejects.toThrow(words);
      await expect(refusal).rejects.toThrow('Nothing was restored; the data directory is as it was.');
      expect(treeOf(restored)).toEqual(untouched);
    },
    120_000,
  );

  it("with no server running, a backup is taken under the data directory's lock and restored whole", async () => {
    if (server) await stopServer(server);
    server = null;
    const stoppedBackup = path.join(root, 'stopped.tar.gz');
    const manifest = await takeBackup({
      dataDir: live,
      out: stoppedBackup,
      uploadsOnDisk: true,
      now: new Date(),
    });
    const liveCounts = await countsIn(live);
    expect(manifest.counts).toEqual(liveCounts);
    // An archive is never written over, and a directory without a database has nothing to copy.
    const again = { dataDir: live, out: stoppedBackup, uploadsOnDisk: true, now: new Date() };
    await expect(takeBackup(again)).rejects.toThrow('already exists');
    const empty = fs.mkdtempSync(path.join(root, 'empty-'));
    await expect(
      takeBackup({ ...again, dataDir: empty, out: path.join(root, 'none.tar.gz') }),
    ).rejects.toThrow(BackupRefusedError);

    const target = path.join(root, 'restored-stopped');
    const result = await restoreBackup({ file: stoppedBackup, dataDir: target, now: new Date() });
    expect(result.keptAside).toEqual([]);
    expect(await countsIn(target)).toEqual(liveCounts);
    expect(treeOf(path.join(target, 'uploads'))).toEqual(treeOf(path.join(live, 'uploads')));
  }, 120_000);
});
