// One measurement of bench/run.mjs: autocannon against a URL after a warm-up, with the CPU time
// of the Node process and of its PostgreSQL backends, the machine's other load, and the Node
// process's peak resident memory sampled meanwhile.
import fs from 'node:fs';
import autocannon from 'autocannon';

export const WARMUP_SECONDS = 3;
export const DURATION_SECONDS = 10;
const RSS_SAMPLE_MS = 250;

/**
 * A GET repeats one request. A write scenario (`request`) gives every request its own body from
 * `nextBody()` (a different slot to book, say): the same request twice would measure a refusal;
 * with `nextHeaders()`, its own headers (another signed-in person, say); and with `nextPath()`,
 * its own path (another ticket's), asked first, before the headers and body of the same request.
 */
function runAutocannon(url, headers, duration, connections, request) {
  if (!request) return autocannon({ url, headers, connections, duration });
  return autocannon({
    url,
    connections,
    duration,
    method: request.method,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (built) => ({
          ...built,
          ...(request.nextPath && { path: request.nextPath() }),
          headers: { ...built.headers, ...request.nextHeaders?.() },
          body: request.nextBody(),
        }),
      },
    ],
  });
}

/** One request of the scenario, as the load sends it: for a write, with a fresh body. */
export function sendOnce(url, headers, request) {
  if (!request) return fetch(url, { headers });
  return fetch(request.nextPath ? new URL(request.nextPath(), url) : url, {
    method: request.method,
    headers: { ...headers, ...request.nextHeaders?.(), 'content-type': 'application/json' },
    body: request.nextBody(),
  });
}

/** A benchmark with failed requests measures error paths, not the route: refuse to report it. */
function assertAllSucceeded(label, result) {
  const failures = { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
  if (result['2xx'] === 0 || Object.values(failures).some((count) => count > 0)) {
    throw new Error(
      `${label}: not every response was 2xx: ${JSON.stringify({ ok: result['2xx'], ...failures })}`,
    );
  }
}

/**
 * CPU seconds a process has used so far (Linux /proc; null elsewhere). Throughput on a small shared
 * machine swings with whatever else runs; CPU time per request is steadier and says which side
 * (Node or PostgreSQL) the time goes to.
 */
function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ ticks
  } catch {
    return null;
  }
}

/** Resident memory of a process in KiB (Linux /proc; null elsewhere). */
export function rssKiBOf(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) : null;
  } catch {
    return null;
  }
}

/** Resident memory of a process in MiB (null where /proc is missing). */
function rssMiBOf(pid) {
  const kib = rssKiBOf(pid);
  return kib === null ? null : Math.round(kib / 1024);
}

/** Samples a process's RSS until stopped; answers the highest reading. */
function sampleRss(pid) {
  let max = rssMiBOf(pid);
  const timer = setInterval(() => {
    const now = rssMiBOf(pid);
    if (now !== null) max = Math.max(max ?? 0, now);
  }, RSS_SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return max;
  };
}

/**
 * Follows the database's backends while a measurement runs and answers the CPU seconds they used
 * in it. The backends are listed again every RSS_SAMPLE_MS, not only at the start and the end: a
 * connection can be closed and opened again meanwhile (the search's are, when a request is
 * abandoned and its statement cancelled, as the last requests of every load are), and one that
 * lives only inside the measurement would otherwise pass for another process's CPU. A backend
 * first seen after the start did all its work in the measurement; one that ends between two
 * listings loses at most the work since the last.
 */
function trackBackends(backendPids, startPids) {
  const first = new Map(startPids.map((pid) => [pid, cpuSecondsOf(pid)]));
  const last = new Map(first);
  const read = async () => {
    for (const pid of await backendPids()) {
      if (!first.has(pid)) first.set(pid, 0);
      const seconds = cpuSecondsOf(pid);
      if (seconds !== null) last.set(pid, seconds);
    }
  };
  let reading = Promise.resolve();
  const timer = setInterval(() => {
    reading = reading.then(read, () => {});
  }, RSS_SAMPLE_MS);
  return async () => {
    clearInterval(timer);
    await reading.catch(() => {});
    await read();
    let seconds = 0;
    for (const [pid, start] of first) {
      const end = last.get(pid);
      if (start !== null && end !== null && end !== undefined) seconds += end - start;
    }
    return seconds;
  };
}

/**
 * The whole machine's CPU seconds so far, from the first line of /proc/stat (all cores, USER_HZ):
 * busy, and stolen (taken by the hypervisor for other guests: a virtual machine's figures swing
 * with its neighbours' load). Null fields where /proc is missing.
 */
export function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: (user + nice + system + irq + softirq) / 100, steal: steal / 100 };
  } catch {
    return { busy: null, steal: null };
  }
}

/**
 * Warm-up first (JIT, prepared statements on every pooled connection, PostgreSQL caches), then
 * measure. `backendPids()` answers the database's backends (after the warm-up the pool holds all
 * its connections: they are the query side).
 */
export async function measure(
  label,
  url,
  headers,
  {
    nodePid,
    backendPids,
    connections,
    request,
    seconds = { warmup: WARMUP_SECONDS, duration: DURATION_SECONDS },
  },
) {
  console.log(
    `${label}: warm-up ${seconds.warmup} s, then ${seconds.duration} s with ${connections} connections`,
  );
  assertAllSucceeded(
    `${label} (warm-up)`,
    await runAutocannon(url, headers, seconds.warmup, connections, request),
  );
  const pids = await backendPids();
  const cpuNow = () => {
    const { user, system } = process.cpuUsage();
    return {
      node: cpuSecondsOf(nodePid),
      postgres: 0,
      loadGenerator: (user + system) / 1e6,
      machine: machineCpuSeconds().busy,
      steal: machineCpuSeconds().steal,
      wall: performance.now() / 1000,
    };
  };
  const stopSampling = sampleRss(nodePid);
  const stopTracking = trackBackends(backendPids, pids);
  const cpuBefore = cpuNow();
  const result = await runAutocannon(url, headers, seconds.duration, connections, request);
  const cpuAfter = cpuNow();
  cpuAfter.postgres = await stopTracking();
  const maxRssMiB = stopSampling();
  assertAllSucceeded(label, result);
  // Whatever the machine did besides the server, its database backends and this load generator,
  // and what the hypervisor took: on a shared machine either would pass for the server's slowness.
  const delta = (key) => cpuAfter[key] - cpuBefore[key];
  const cores = (seconds) => Number((seconds / delta('wall')).toFixed(2));
  const ours = delta('node') + delta('postgres') + delta('loadGenerator');
  const otherCores = cpuBefore.machine === null ? null : cores(Math.max(0, delta('machine') - ours));
  const stolenCores = cpuBefore.steal === null ? null : cores(delta('steal'));
  if (otherCores > 0.2) {
    console.log(`  warning: other processes used ${otherCores} cores during the run; figures are unreliable`);
  }
  const perRequestUs = (key) =>
    cpuBefore.node === null
      ? null
      : Math.round(((cpuAfter[key] - cpuBefore[key]) * 1e6) / result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    cpuPerRequestUs: { node: perRequestUs('node'), postgres: perRequestUs('postgres') },
    maxRssMiB,
    otherProcessesCores: otherCores,
    stolenCores,
  };
}
