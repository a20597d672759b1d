// The child processes and the admin connection of a benchmark run (bench/run.mjs, bench/seed.mjs).
import { spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Ports are taken from the OS rather than guessed, so a busy 3000 cannot break the run. */
export async function findFreePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.listen(0, '127.0.0.1', resolve).on('error', reject));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function withClient(pg, connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts a Node child; its output is kept (last 64 KiB) to explain a failure, and otherwise dropped. */
export function startChild(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-65536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { name, child, exited, output: () => output };
}

export async function stopChild(handle) {
  if (!handle || handle.child.exitCode !== null || handle.child.signalCode !== null) return;
  handle.child.kill('SIGTERM');
  const result = await Promise.race([handle.exited, sleep(15_000, 'timeout')]);
  if (result === 'timeout') {
    handle.child.kill('SIGKILL');
    await handle.exited;
  }
}

/** Polls until the URL answers 200; fails early, with the child's output, if the child dies. */
export async function waitUntilReady(handle, url, headers = {}, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  handle.exited.then(() => {
    died = true;
  });
  while (Date.now() < deadline) {
    if (died) throw new Error(`${handle.name} exited during start-up:\n${handle.output()}`);
    try {
      const response = await fetch(url, { headers });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(
    `${handle.name} did not answer 200 on ${url} within ${timeoutMs / 1000} s:\n${handle.output()}`,
  );
}
