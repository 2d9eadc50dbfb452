import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export interface ChildServer {
  baseUrl: string;
  /** What the server wrote to stdout and stderr so far (for a failure's message). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed beyond what was committed. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its jobs, connections and database as in production. */
  stop(): Promise<number | null>;
}

/** The process's exit code once it has exited (null when a signal ended it). */
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/**
 * `src/server.ts` in a process of its own (through tsx, as `npm run dev` runs it) with `env` on
 * top of this process's (less any database and Redis it points at), answering on `port` once
 * its health check says so.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildServer> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    baseUrl,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.kill();
  throw new Error(`server did not answer within 90 s:\n${output}`);
}
