import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDurablePglite } from '../src/db/client';
import { createDatabaseFilesApart, hasNoDatabase } from '../src/db/embedded-initdb';
import { isPostgres } from './test-app';

// The embedded database only: the PostgreSQL run has no PGlite template.
describe.skipIf(isPostgres())('the embedded database on disk', () => {
  const roots: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-durable-'));
    roots.push(dir);
    return dir;
  };
  const template = () => new Blob([fs.readFileSync(inject('pgliteTemplateFile'))]);
  afterAll(() => {
    for (const dir of roots) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('flushes each commit to the disk before answering', () => {
    let client: PGlite;
    beforeAll(async () => {
      client = await createDurablePglite(path.join(tempDir(), 'db'), { loadDataDir: template() });
      await client.exec('CREATE TABLE probe (id integer PRIMARY KEY)');
    });
    afterAll(() => client.close());
    afterEach(() => vi.restoreAllMocks());

    it('runs PostgreSQL with fsync on, the WAL synced by fsync at each commit', async () => {
      const settings = await client.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_sync_method', 'synchronous_commit') ORDER BY name",
      );
      expect(settings.rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
    });

    it('keeps its shared buffers to 32 MB: in this process, once touched, they stay resident', async () => {
      const settings = await client.query<{ name: string; setting: string; unit: string }>(
        "SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'maintenance_work_mem') ORDER BY name",
      );
      expect(settings.rows).toEqual([
        { name: 'maintenance_work_mem', setting: String(16 * 1024), unit: 'kB' },
        { name: 'shared_buffers', setting: String((32 * 1024) / 8), unit: '8kB' },
      ]);
    });

    it('makes one fsync per committed statement or transaction, none for reads', async () => {
      const fsync = vi.spyOn(fs, 'fsyncSync');
      for (let id = 1; id <= 20; id += 1) await client.query('INSERT INTO probe (id) VALUES ($1)', [id]);
      expect(fsync).toHaveBeenCalledTimes(20);

      fsync.mockClear();
      await client.transaction(async (tx) => {
        for (let id = 21; id <= 30; id += 1) await tx.query('INSERT INTO probe (id) VALUES ($1)', [id]);
      });
      expect(fsync).toHaveBeenCalledTimes(1);

      fsync.mockClear();
      for (let i = 0; i < 10; i += 1) await client.query('SELECT count(*) FROM probe');
      expect(fsync).not.toHaveBeenCalled();
    });

    it('flushes the data files at a checkpoint', async () => {
      const fsync = vi.spyOn(fs, 'fsyncSync');
      await client.exec('CHECKPOINT');
      expect(fsync.mock.calls.length).toBeGreaterThan(1);
    });

    it('fails the commit when the disk refuses to flush, rather than acknowledge it', async () => {
      vi.spyOn(fs, 'fsyncSync').mockImplementationOnce(() => {
        throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
      });
      // PostgreSQL PANICs on a failed WAL flush (data_sync_retry is off): the answer is an error.
      await expect(client.query('INSERT INTO probe (id) VALUES (1000)')).rejects.toThrow();
    });
  });

  describe('a power cut', () => {
    const WRITER = path.resolve(import.meta.dirname, 'power-cut/writer.ts');
    const RECORDER = path.resolve(import.meta.dirname, 'power-cut/recorder.mjs');

    /** Runs the writer under the recorder until `acks` rows are acknowledged, then kills it (-9). */
    async function writeThenCut(mode: 'durable' | 'pglite-default', acks: number) {
      const root = tempDir();
      const dataDir = path.join(root, 'db');
      const survivor = path.join(root, 'after-the-cut');
      const child: ChildProcess = spawn(
        process.execPath,
        ['--import', 'tsx', '--import', RECORDER, WRITER, dataDir, inject('pgliteTemplateFile'), mode],
        {
          env: { PATH: process.env.PATH, POWER_CUT_WATCH: dataDir, POWER_CUT_SURVIVOR: survivor },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      let acknowledged = 0;
      const exited = new Promise((resolve) => child.on('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const last = [...output.matchAll(/acked (\d+)\n/g)].at(-1);
          acknowledged = last ? Number(last[1]) : 0;
          if (acknowledged >= acks) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.on('exit', () => reject(new Error(`The writer stopped by itself:\n${output}`)));
      }).catch((error) => {
        if (acknowledged < acks) throw error;
      });
      await exited;
      // What the process printed after the kill was sent was answered too.
      const last = [...output.matchAll(/acked (\d+)\n/g)].at(-1);
      return { survivor, acknowledged: last ? Number(last[1]) : 0 };
    }

    it('loses no acknowledged commit: the copy of only what was flushed opens with every row', async () => {
      const { survivor, acknowledged } = await writeThenCut('durable', 120);
      const client = await createDurablePglite(survivor);
      try {
        const found = await client.query<{ count: number; highest: number }>(
          'SELECT count(*)::int AS count, max(id) AS highest FROM power_cut_rows WHERE id <= $1',
          [acknowledged],
        );
        expect(found.rows[0]).toEqual({ count: acknowledged, highest: acknowledged });
      } finally {
        await client.close();
      }
    }, 120_000);

    it('is seen by the simulation: PGlite as it comes leaves nothing flushed of what it acknowledged', async () => {
      const { survivor, acknowledged } = await writeThenCut('pglite-default', 40);
      expect(acknowledged).toBeGreaterThanOrEqual(40);
      const bytesIn = (dir: string): number =>
        fs
          .readdirSync(dir, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile())
          .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
      // Names exist, bytes do not: no write-ahead log, no catalogue, no row.
      expect(fs.existsSync(path.join(survivor, 'PG_VERSION'))).toBe(true);
      expect(bytesIn(survivor)).toBe(0);
    }, 120_000);
  });

  describe('a new database', () => {
    it('has its files made by a process of its own, then opens as any existing one', async () => {
      const dataDir = path.join(tempDir(), 'db');
      expect(hasNoDatabase(dataDir)).toBe(true);
      await createDatabaseFilesApart(dataDir);
      expect(hasNoDatabase(dataDir)).toBe(false);
      const client = await createDurablePglite(dataDir);
      try {
        await client.exec('CREATE TABLE made (id integer PRIMARY KEY)');
        const { rows } = await client.query<{ setting: string }>(
          "SELECT setting FROM pg_settings WHERE name = 'fsync'",
        );
        expect(rows).toEqual([{ setting: 'on' }]);
      } finally {
        await client.close();
      }
    }, 60_000);

    it('is made on the first opening of an empty directory', async () => {
      const dataDir = path.join(tempDir(), 'db');
      const client = await createDurablePglite(dataDir);
      try {
        expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        expect(hasNoDatabase(dataDir)).toBe(false);
      } finally {
        await client.close();
      }
    }, 60_000);
  });
});
