import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { png, txt, useMessagingKit } from '../../../test/messaging-kit';

const NOW = '2026-05-04T08:00:00.000Z';
const kit = useMessagingKit({ now: NOW });
const HOUR = 60 * 60 * 1000;

const uploads = () => path.join(kit.config.DATA_DIR, 'uploads');
const spool = () => path.join(kit.config.DATA_DIR, 'incoming');
const aged = (file: string, ageMs: number) => {
  const at = new Date(Date.parse(NOW) - ageMs);
  fs.utimesSync(file, at, at);
  return path.basename(file);
};
const leaveFile = (directory: string, name: string, ageMs: number) => {
  const file = path.join(directory, name);
  fs.writeFileSync(file, 'left by a crash');
  return aged(file, ageMs);
};

let kept: string[];

beforeAll(async () => {
  const thread = await kit.newThread();
  await kit.sendFiles(thread.customer, thread.conversation.id, [png(), txt('notes.txt', 'ST22 dump\n')]);
  // The attached files are as old as the orphans: only their rows keep them.
  kept = fs.readdirSync(uploads()).map((name) => aged(path.join(uploads(), name), 3 * HOUR));
  expect(kept).toHaveLength(2);
});

it('removes stored files no attachment points at and old spool files; keeps attached files and anything in flight', async () => {
  const orphan = leaveFile(uploads(), crypto.randomUUID(), 2 * HOUR);
  const inFlight = leaveFile(uploads(), crypto.randomUUID(), 10 * 60 * 1000);
  const oldSpool = leaveFile(spool(), `${crypto.randomUUID()}.part`, 2 * HOUR);
  const spooling = leaveFile(spool(), `${crypto.randomUUID()}.part`, 60 * 1000);

  await kit.app.backgroundJobs.runDue();

  const stored = fs.readdirSync(uploads());
  expect(stored).not.toContain(orphan);
  expect(stored.sort()).toEqual([...kept, inFlight].sort());
  expect(fs.readdirSync(spool())).toEqual([spooling]);
  expect(fs.readdirSync(spool())).not.toContain(oldSpool);
});

it('runs again at the next full hour, not before', async () => {
  const orphan = leaveFile(uploads(), crypto.randomUUID(), 2 * HOUR);
  await kit.app.backgroundJobs.runDue();
  expect(fs.readdirSync(uploads())).toContain(orphan);
  kit.clock.set(new Date(Date.parse(NOW) + HOUR).toISOString());
  await kit.app.backgroundJobs.runDue();
  expect(fs.readdirSync(uploads())).not.toContain(orphan);
  expect(fs.readdirSync(uploads())).toEqual(expect.arrayContaining(kept));
});
