/**
 * What the benchmarks share: child servers started and always stopped again, a throwaway
 * database, free ports and settings from the environment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;

// --- cleanup: everything started is undone in reverse order, also on failure and Ctrl-C --------

type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];

export function onCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

// --- child processes ---------------------------------------------------------------------------

export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
  /** The latest output, shown when the child fails. */
  output(): string;
}

const OUTPUT_TAIL_CHARS = 8_000;
const children: Child[] = [];

/** `BENCH_NODE_ARGS` (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) go to the children's Node. */
const childNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ['--enable-source-maps', ...childNodeArgs, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: Child = { name, process: child, exited, output: () => output };
  children.push(handle);
  cleanups.push(() => stopChild(handle));
  return handle;
}

function hasExited(child: Child): boolean {
  return child.process.exitCode !== null || child.process.signalCode !== null;
}

async function stopChild(child: Child): Promise<void> {
  if (hasExited(child)) return;
  child.process.kill('SIGTERM');
  // Unreferenced, so that a finished bench does not linger until the grace period ends.
  const timeout = delay(15_000, 'timeout' as const, { ref: false });
  if ((await Promise.race([child.exited, timeout])) === 'timeout') {
    child.process.kill('SIGKILL');
    await child.exited;
  }
}

function describeExit(child: Child): string {
  const { exitCode, signalCode } = child.process;
  // The shop exits 0 only on a graceful shutdown, i.e. a SIGTERM/SIGINT the bench did not send.
  const how = signalCode
    ? `signal ${signalCode}`
    : `code ${exitCode}${exitCode === 0 ? ' (a graceful shutdown: signalled from outside?)' : ''}`;
  return `${child.name} exited with ${how}; its last output:\n${child.output() || '(none)'}`;
}

export async function waitUntilReady(child: Child, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`${child.name} stopped before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(
    `${child.name} not ready at ${url} after ${READY_TIMEOUT_MS / 1000} s; its last output:\n${child.output()}`,
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// --- the database -----------------------------------------------------------------------------

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own on the given server, so the bench never touches real data. */
export async function createThrowawayDatabase(serverUrl: string): Promise<string> {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  cleanups.push(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// --- the shop server ---------------------------------------------------------------------------

export interface ShopServer {
  url: string;
  pid: number;
}

/**
 * The built shop (`server.js` beside the bench in dist/) on a free loopback port, with a data
 * folder of its own, a random JWT secret and warnings only; `env` adds to and overrides that.
 */
export async function startShopServer(
  dataDir: string,
  env: Record<string, string | undefined>,
): Promise<ShopServer> {
  const distDir = path.dirname(fileURLToPath(import.meta.url));
  const port = await freePort();
  const shop = startChild('shop server', [path.join(distDir, 'server.js')], {
    ...process.env,
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    ...env,
  });
  const url = `http://${HOST}:${port}`;
  await waitUntilReady(shop, `${url}/healthz`);
  if (shop.process.pid === undefined) throw new Error('the shop server has no process id');
  return { url, pid: shop.process.pid };
}

// --- settings and running ----------------------------------------------------------------------

export function positiveIntFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * Runs `bench`, undoing everything it started however it ends. A thrown error, or a bench that
 * answers false (a target missed), makes the exit code 1.
 */
export async function runBench(bench: () => Promise<boolean>): Promise<void> {
  const interrupted = () => {
    void runCleanups().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    if (!(await bench())) process.exitCode = 1;
  } catch (error) {
    // A server that died mid-run shows up as connection errors; its own output says why.
    for (const child of children.filter(hasExited)) console.error(describeExit(child));
    console.error('\nbench failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await runCleanups();
  }
}
