// A PostgreSQL server of the test's own, in a temporary directory on a free port, that the test
// may stop, start again, freeze and thaw: the faults a shared server cannot be put through.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): void;
  /** As a crash would: no checkpoint, every connection cut (pg_ctl stop -m immediate). */
  stopNow(): void;
  /** SIGSTOP to the server and every backend: connections stay open and nothing answers. */
  freeze(): void;
  /** SIGCONT: the frozen server answers again, from where it stood. */
  thaw(): void;
  /** Stops it (thawed first if needed) and removes its directory. */
  destroy(): void;
}

/** The newest installed PostgreSQL's programs, or null when there are none (Debian's postgresql package). */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server's processes: the postmaster (first line of postmaster.pid) and its children. */
function serverProcesses(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the ')'.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * initdb and a started server. PostgreSQL refuses to run as root: under root its programs run as
 * the `postgres` account, which owns the directory.
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-pg-'));
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (program: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, program), args, { stdio: 'pipe' });
  const port = await freePort();
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  // Throwaway: no fsync; the socket in its own directory, TCP on loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const signal = (name: NodeJS.Signals) => {
    for (const pid of serverProcesses(dataDir)) {
      try {
        process.kill(pid, name);
      } catch {
        // a backend that ended meanwhile
      }
    }
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stopNow: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']),
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    destroy() {
      try {
        if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
          signal('SIGCONT');
          run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
