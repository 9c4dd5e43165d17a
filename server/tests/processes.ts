import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../private-redis';

/**
 * Real server processes for the tests: `tsx server/serve.ts --role api|worker`, each in its
 * own process group so SIGKILL takes its Chromium down with it, as a lost machine would.
 */
export interface ServerProcess {
  child: ChildProcess;
  output: string[];
  /** Resolves when a line matching `pattern` was printed. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const SERVE = resolve('server/serve.ts');
const TSX = resolve('node_modules/.bin/tsx');

export function startServe(args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(TSX, [SERVE, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      output.push(line);
      if (process.env.QUARRY_TEST_VERBOSE) console.log(`[${args.join(' ')}] ${line}`);
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    child,
    output,
    waitFor(pattern, timeoutMs = 120_000) {
      const seen = output.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolveLine, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`No line matching ${pattern} within ${timeoutMs} ms. Output:\n${output.slice(-20).join('\n')}`),
            ),
          timeoutMs,
        );
        const exit = () =>
          reject(new Error(`The process exited before ${pattern}. Output:\n${output.slice(-20).join('\n')}`));
        child.once('exit', exit);
        waiters.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            child.off('exit', exit);
            resolveLine(line);
          },
        });
      });
    },
    kill(signal = 'SIGTERM') {
      return new Promise((resolveExit) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
        // Teardown must end: a group that ignores SIGTERM for 15 s is killed (and says so).
        const force = setTimeout(() => {
          console.error(`process group ${child.pid} did not stop on ${signal} within 15 s: SIGKILL`);
          try {
            process.kill(-(child.pid as number), 'SIGKILL');
          } catch {
            resolveExit();
          }
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolveExit();
        });
        try {
          process.kill(-(child.pid as number), signal);
        } catch {
          clearTimeout(force);
          resolveExit();
        }
      });
    },
  };
}

export async function startApi(env: Record<string, string>): Promise<{ process: ServerProcess; url: string }> {
  const port = await freePort();
  const api = startServe(['--role', 'api'], { ...env, PORT: String(port) });
  await api.waitFor(/Quarry API on/);
  return { process: api, url: `http://127.0.0.1:${port}` };
}

export async function startWorkerProcess(env: Record<string, string>, concurrency = 1): Promise<ServerProcess> {
  const worker = startServe(['--role', 'worker', '--concurrency', String(concurrency)], env);
  await worker.waitFor(/ready, \d+ at a time/, 180_000);
  return worker;
}
