// The real server process (src/main.ts through tsx), for tests of what only a process shows:
// start-up, the data-dir lock, signals, a kill -9.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** The exit code (null after a signal). */
  exited: Promise<number | null>;
}

/** Spawns the server with only PATH from this environment, on a free loopback port unless told otherwise. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, baseUrl: '', output: () => output, exited };
}

/** Spawns the server and waits until it listens; a server that does not is killed and its output thrown. */
export async function startListening(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer(env);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return { ...server, baseUrl: match[1] };
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`Server did not start:\n${server.output()}`);
}

/** What the process prints right after it listens arrives in a later chunk: wait for it. */
export async function waitForOutput(server: ServerProcess, text: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (!server.output().includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server.output();
}

/** SIGTERM, then the exit code, or 'timeout' after 15 s. */
export async function stopServer(server: ServerProcess): Promise<number | null | 'timeout'> {
  server.child.kill('SIGTERM');
  return Promise.race([
    server.exited,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
  ]);
}
