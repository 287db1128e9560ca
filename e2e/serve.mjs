// Starts the built app on each port given (one per Playwright worker), each on a fresh data
// directory (demo catalogue, an admin and legal documents prepared by e2e/prepare.ts), and
// removes the directories when the test runner stops it. Run with tsx (playwright.config.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnBuiltApp } from './instances.ts';

const ports = process.argv.length > 2 ? process.argv.slice(2) : ['4173'];
// Fixed per port so the specs can read the mail outbox (see e2e/accounts-data.ts).
const dataDirOf = (port) => path.join(os.tmpdir(), `br-e2e-${port}`);

/**
 * A run cut short (Ctrl-C, a killed runner) can leave its embedded PostgreSQL going. Stop it
 * before the directory goes: a server whose directory vanished shuts itself down within a
 * minute and unlinks its socket path, which by then is the new server's.
 */
async function stopLeftoverServer(dataDir) {
  let pid;
  try {
    pid = Number(
      fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    // Only if that pid is still a postgres: after a reboot it may be anyone's.
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('postgres')) return;
    process.kill(pid, 'SIGQUIT');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child) => new Promise((resolve) => child.on('exit', (code) => resolve(code)));

/** A fresh data directory for `port`, prepared by e2e/prepare.ts (side by side for all ports). */
async function prepare(port) {
  const dataDir = dataDirOf(port);
  await stopLeftoverServer(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const prepared = spawn(process.execPath, ['--import', 'tsx', 'e2e/prepare.ts', dataDir], {
    stdio: 'inherit',
  });
  const code = await exited(prepared);
  if (code !== 0) process.exit(code ?? 1);
}

async function answers(url) {
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await Promise.all(ports.map(prepare));

// A stand-in for Amazon's product pages, so the submission form's auto-fill is tested without
// the network: one product page, and a 404 for every other link.
const amazon = http.createServer((req, res) => {
  if (req.url?.startsWith('/dp/B0AUTOFIL1')) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<html><head><title>Amazon.com: E2E Canteen Cook Set : Sports &amp; Outdoors</title>' +
        '<meta name="description" content="Nesting steel cup and stove stand that fits a one-quart canteen.">' +
        '</head><body></body></html>',
    );
  } else {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><head><title>Page Not Found</title></head></html>');
  }
});
await new Promise((resolve) => amazon.listen(0, '127.0.0.1', resolve));

const verifiers = [];
const apps = [];
/** The app on `port`, with the identity provider that verifies service (issue 29) beside it. */
async function startApp(port) {
  const publicUrl = `http://127.0.0.1:${port}`;
  const verifier = spawn(
    process.execPath,
    ['--import', 'tsx', 'e2e/verify-provider.ts', publicUrl],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  verifiers.push(verifier);
  // Its settings are the first line it prints.
  const verifierSettings = await new Promise((resolve, reject) => {
    let out = '';
    verifier.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.indexOf('\n');
      if (line >= 0) resolve(JSON.parse(out.slice(0, line)));
    });
    verifier.on('exit', (code) => reject(new Error(`the e2e identity provider exited (${code})`)));
  });
  const app = spawnBuiltApp(Number(port), dataDirOf(port), {
    AMAZON_PAGE_ORIGIN: `http://127.0.0.1:${amazon.address().port}`,
    ...verifierSettings,
  });
  apps.push(app);
  // One app stopping for any reason ends the run's servers, as the runner would see it.
  app.on('exit', (code) => stopAll(code ?? 0));
  return publicUrl;
}

let stopping;
function stopAll(code) {
  stopping ??= (async () => {
    const running = apps.filter((app) => app.exitCode === null);
    for (const app of running) app.kill('SIGTERM');
    await Promise.all(running.map(exited));
    for (const port of ports) fs.rmSync(dataDirOf(port), { recursive: true, force: true });
    amazon.close();
    for (const verifier of verifiers) verifier.kill('SIGTERM');
    process.exit(code);
  })();
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

// The runner waits for the last port's health: that app starts once the others answer.
for (const [i, port] of ports.entries()) {
  const url = await startApp(port);
  if (i < ports.length - 1) await answers(`${url}/api/health`);
}
