import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../private-redis';

/**
 * Real server processes for the tests: `node --import tsx server/serve.ts --role api|worker`, each in its
 * own process group so SIGKILL takes its Chromium down with it, as a lost machine would.
 */
export interface ServerProcess {
  child: ChildProcess;
  output: string[];
  /** Resolves when a line matching `pattern` was printed. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /**
   * Sends `signal` to the process group (or only to the process started, with `group: false`,
   * as a service manager signals `npm run serve`) and waits for it to exit. A group still there
   * 15 s after a signal other than SIGKILL is SIGKILLed, loudly, and `forced` says so.
   */
  kill(signal?: NodeJS.Signals, options?: { group?: boolean }): Promise<StopResult>;
}

export interface StopResult {
  forced: boolean;
  ms: number;
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Every SIGTERM/SIGINT teardown that needed SIGKILL in this test process (a shutdown bug). */
export const forcedKills: string[] = [];

const SERVE = resolve('server/serve.ts');

/**
 * `node --import tsx server/serve.ts …` directly, or the documented `npm run serve -- …` with
 * `via: 'npm'`. One node process, not the tsx CLI: the CLI runs the script in a child and
 * SIGKILLs it when the child does not acknowledge a relayed signal within 30 ms, which a loaded
 * machine misses, cutting a graceful stop short (exit 143).
 */
export function startServe(
  args: string[],
  env: Record<string, string>,
  options: { via?: 'tsx' | 'npm' } = {},
): ServerProcess {
  const [command, argv] =
    options.via === 'npm'
      ? ['npm', ['run', '--silent', 'serve', '--', ...args]]
      : [process.execPath, ['--import', 'tsx', SERVE, ...args]];
  const child = spawn(command, argv, {
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
    kill(signal = 'SIGTERM', { group = true } = {}) {
      const started = Date.now();
      const pid = child.pid as number;
      let forced = false;
      return new Promise<StopResult>((resolveExit) => {
        const result = (): StopResult => ({
          forced,
          ms: Date.now() - started,
          code: child.exitCode,
          signal: child.signalCode,
        });
        if (child.exitCode !== null || child.signalCode !== null) return resolveExit(result());
        // Teardown must end: a group that ignores the signal for 15 s is killed, and it is a bug.
        const force = setTimeout(() => {
          forced = true;
          const line = `process group ${pid} (${args.join(' ') || 'serve'}) did not stop on ${signal} within 15 s: SIGKILL`;
          forcedKills.push(line);
          console.error(`\n!!!!!!!! SHUTDOWN BUG: ${line}\n!!!!!!!! last output:\n${output.slice(-15).join('\n')}\n`);
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            resolveExit(result());
          }
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolveExit(result());
        });
        try {
          process.kill(group ? -pid : pid, signal);
        } catch {
          clearTimeout(force);
          resolveExit(result());
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
