#!/usr/bin/env node
/**
 * Lighthouse on the built app: `/` and `/login`, mobile (Lighthouse's default: a mid-range phone
 * with simulated slow 4G and 4x CPU slowdown) and desktop, and the signed-in dashboard. Builds
 * first if a build is missing, starts the built server on a fresh temporary DATA_DIR, a snapshot
 * of the web build and a free port, prints the scores and writes the JSON reports to
 * bench/results/lighthouse/ (git-ignored).
 *
 * Exits non-zero unless every gated page reaches performance ≥ 90, accessibility ≥ 95 and
 * best practices ≥ 95. LIGHTHOUSE_GATE=desktop|mobile|both chooses what is gated (default: desktop;
 * mobile is always measured and printed). Why desktop: Lighthouse's mobile profile slows the CPU 4x
 * on top of the host, which assumes a fast host (benchmark index ~1500+); the 2-core CI machine
 * scores ~900 and is shared, so its mobile performance score measures the host's load more than
 * the app (65–89 for the same build in one hour). The benchmark index is printed with each row.
 * Scores vary from run to run: each page is audited LIGHTHOUSE_RUNS times (default 3), median kept.
 * LIGHTHOUSE_PAGES=/,/login,/dashboard chooses the pages (default: all three).
 *
 * The dashboard is audited as the demo customer the embedded server seeds (DEMO_CUSTOMER): signed
 * in over the API, the session put where the web app keeps it (localStorage `authToken` and `user`,
 * which Lighthouse's storage reset leaves alone). Its first screen is drawn by the browser, so its
 * gate is the largest contentful paint (≤ 2.5 s, "good" in Core Web Vitals), not the score.
 *
 * Everything stays on loopback: the app is on 127.0.0.1 and Chromium runs with its background
 * services (updates, sync, safe browsing lists) switched off.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const RESULTS_DIR = path.join(ROOT, 'bench/results/lighthouse');
/** `isSignedIn`: audited with the demo customer's session in place. */
const ALL_PAGES = [
  { pagePath: '/', isSignedIn: false },
  { pagePath: '/login', isSignedIn: false },
  { pagePath: '/dashboard', isSignedIn: true },
];
/** LIGHTHOUSE_PAGES=/login,/dashboard audits only those (default: all). */
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter(({ pagePath }) => process.env.LIGHTHOUSE_PAGES.split(',').includes(pagePath))
  : ALL_PAGES;
if (PAGES.length === 0) {
  console.error(`LIGHTHOUSE_PAGES names none of ${ALL_PAGES.map(({ pagePath }) => pagePath).join(', ')}`);
  process.exit(2);
}
/** Seeded by the embedded server (apps/server/src/db/seed/first-run.ts), as the README lists it. */
const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Demo@123' };
const SIGNED_IN_LCP_LIMIT_MS = 2500;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const THRESHOLDS = { performance: 90, accessibility: 95, 'best-practices': 95 };
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);
const GATE = process.env.LIGHTHOUSE_GATE ?? 'desktop';
if (!['desktop', 'mobile', 'both'].includes(GATE)) {
  console.error(`LIGHTHOUSE_GATE must be desktop, mobile or both (got ${GATE})`);
  process.exit(2);
}
const GATED_FORM_FACTORS = GATE === 'both' ? ['mobile', 'desktop'] : [GATE];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function buildIfMissing() {
  if (fs.existsSync(SERVER_BUNDLE) && fs.existsSync(path.join(WEB_DIST, 'index.html'))) return;
  console.log('No build found: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Copies the web build and checks the copy is whole (every file sw.js precaches is there): a
 * rebuild running at the same moment would otherwise leave chunks missing and a blank page (NO_FCP).
 * Same as e2e/support/web-snapshot.ts.
 */
async function snapshotWebBuild(from, to) {
  for (let attempt = 1; ; attempt += 1) {
    fs.rmSync(to, { recursive: true, force: true });
    try {
      fs.cpSync(from, to, { recursive: true });
      const worker = fs.readFileSync(path.join(to, 'sw.js'), 'utf8');
      const missing = [...worker.matchAll(/"url":"([^"]+)"/g)]
        .map((match) => match[1])
        .filter((file) => !fs.existsSync(path.join(to, file)));
      if (missing.length === 0) return;
      if (attempt >= 15)
        throw new Error(`The web build in ${from} is incomplete: ${missing.slice(0, 5).join(', ')}`);
    } catch (error) {
      if (attempt >= 15) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-lighthouse-'));
  const webDir = path.join(dataDir, 'web');
  await snapshotWebBuild(WEB_DIST, webDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The demo customer's session as the web app stores it after signing in (spec §4: `authToken`, and
 * `user` with the role lower case; apps/web/src/features/auth/session/stored-session.ts).
 */
async function signInDemoCustomer(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The zone the browser would report, so the app has no zone to save on its first load.
    body: JSON.stringify({ ...DEMO_CUSTOMER, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  });
  const answer = await response.json();
  if (!response.ok || !answer.token) {
    throw new Error(
      `Signing in as ${DEMO_CUSTOMER.email} failed: ${response.status} ${JSON.stringify(answer)}`,
    );
  }
  const { token, id, email, role, firstName, lastName, timeZone } = answer;
  return {
    authToken: token,
    user: JSON.stringify({ id, email, role: role.toLowerCase(), firstName, lastName, timeZone }),
  };
}

/**
 * Writes (or, with null, removes) the stored session in the browser Lighthouse drives, from a
 * page of the app's origin that runs none of the app. Lighthouse clears caches and service
 * workers before each run, not localStorage, so the session is there for every run of the page.
 */
async function setStoredSession(chrome, baseUrl, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate((entries) => {
      if (!entries) localStorage.clear();
      else for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session);
    await page.close();
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run; a run that Lighthouse itself reports as broken (e.g. NO_NAVSTART on a busy host) is retried twice. */
async function audit(chrome, url, formFactor, attempt = 1) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, report } = result;
  if (lhr.runtimeError) {
    const problem = `${formFactor} ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= 3) throw new Error(problem);
    console.warn(`${problem}; retrying`);
    return audit(chrome, url, formFactor, attempt + 1);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative')
    .map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`);
  return {
    scores,
    report,
    failing,
    metrics: pickMetrics(lhr),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function pickMetrics(lhr) {
  const value = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  return `FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')}, CLS ${value('cumulative-layout-shift')}`;
}

async function main() {
  buildIfMissing();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const { baseUrl, stop } = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  const rows = [];
  try {
    const session = PAGES.some((page) => page.isSignedIn) ? await signInDemoCustomer(baseUrl) : null;
    for (const formFactor of ['mobile', 'desktop']) {
      for (const { pagePath, isSignedIn } of PAGES) {
        // The session is there for this page's runs only: signed in, `/` and `/login` would send
        // the browser on to the dashboard.
        if (isSignedIn) await setStoredSession(chrome, baseUrl, session);
        const runs = [];
        try {
          for (let run = 0; run < RUNS; run += 1)
            runs.push(await audit(chrome, `${baseUrl}${pagePath}`, formFactor));
        } finally {
          if (isSignedIn) await setStoredSession(chrome, baseUrl, null);
        }
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => [category, median(runs.map((entry) => entry.scores[category]))]),
        );
        const last = runs.at(-1);
        const name = `${formFactor}-${pagePath === '/' ? 'landing' : pagePath.slice(1).replace(/\//g, '-')}.json`;
        fs.writeFileSync(path.join(RESULTS_DIR, name), last.report);
        const benchmarkIndex = median(runs.map((entry) => entry.benchmarkIndex));
        const performanceRuns = runs.map((entry) => entry.scores.performance).join('/');
        const lcpRuns = runs.map((entry) => (entry.lcpMs / 1000).toFixed(1)).join('/');
        rows.push({
          formFactor,
          pagePath,
          isSignedIn,
          scores,
          lcpMs: median(runs.map((entry) => entry.lcpMs)),
          benchmarkIndex,
          metrics: `${RUNS > 1 ? `perf runs ${performanceRuns}, LCP runs ${lcpRuns} s; ` : ''}${last.metrics}`,
          failing: last.failing,
        });
      }
    }
  } finally {
    await chrome.kill();
    await stop();
  }

  console.log(
    `\nLighthouse 12 (${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page), reports in ${path.relative(ROOT, RESULTS_DIR)}/`,
  );
  console.log(
    `host load average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log('form     page        perf  a11y  best  seo   bench  each run; metrics of the last run');
  const problems = [];
  for (const row of rows) {
    const cells = CATEGORIES.map((category) => String(row.scores[category]).padStart(4)).join('  ');
    console.log(
      `${row.formFactor.padEnd(8)} ${row.pagePath.padEnd(10)} ${cells}  ${String(Math.round(row.benchmarkIndex)).padStart(5)}  ${row.metrics}`,
    );
    if (row.failing.length > 0) console.log(`         audits below 90: ${row.failing.join(', ')}`);
    if (!GATED_FORM_FACTORS.includes(row.formFactor)) continue;
    if (row.isSignedIn) {
      if (row.lcpMs > SIGNED_IN_LCP_LIMIT_MS) {
        problems.push(
          `${row.formFactor} ${row.pagePath}: LCP ${Math.round(row.lcpMs)} ms > ${SIGNED_IN_LCP_LIMIT_MS} ms`,
        );
      }
      continue;
    }
    for (const [category, minimum] of Object.entries(THRESHOLDS)) {
      if (row.scores[category] < minimum) {
        problems.push(`${row.formFactor} ${row.pagePath}: ${category} ${row.scores[category]} < ${minimum}`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(
      `\nBelow the thresholds (gate: ${GATED_FORM_FACTORS.join(' and ')}):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `\nAll gated runs (${GATED_FORM_FACTORS.join(' and ')}) meet performance ≥ 90, accessibility ≥ 95, best practices ≥ 95; the signed-in dashboard LCP ≤ ${SIGNED_IN_LCP_LIMIT_MS / 1000} s.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
