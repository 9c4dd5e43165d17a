import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of process trees, read from Linux /proc (utime + stime of every live process, plus
 * cutime + cstime: the time of children that already exited and were reaped, such as a
 * renderer whose tab was closed). A snapshot before and after a run gives CPU-seconds per
 * process kind, which, unlike wall time, hardly depends on how loaded the machine is.
 * Elsewhere than Linux every figure is 0.
 */
const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
  kind: string;
}

function readProcs(): Map<number, Proc> {
  const procs = new Map<number, Proc>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return procs;
  }
  for (const e of entries) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
      const cmdline = readFileSync(`/proc/${e}/cmdline`, 'utf8');
      const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
      const kind = /chrom/i.test(cmdline.split('\0')[0] ?? '') ? `chromium ${type ?? 'browser'}` : 'node';
      procs.set(Number(e), { pid: Number(e), ppid: Number(fields[1]), ticks, kind });
    } catch {
      // ended meanwhile
    }
  }
  return procs;
}

/** CPU-seconds so far per `label` (and per Chromium process kind under it) for the given roots. */
export type CpuSnapshot = Map<string, number>;

/**
 * `roots`: [label, pid] pairs (several pids may share a label); each root's descendants count
 * under the nearest root's label, Chromium's processes split by kind (`<label> chromium
 * renderer`, …).
 */
export function cpuSnapshot(roots: Array<[string, number | undefined]>): CpuSnapshot {
  const procs = readProcs();
  const out: CpuSnapshot = new Map();
  const add = (key: string, ticks: number) => out.set(key, (out.get(key) ?? 0) + ticks / TICKS_PER_SECOND);
  for (const proc of procs.values()) {
    for (let p: Proc | undefined = proc, hops = 0; p && hops < 12; p = procs.get(p.ppid), hops++) {
      const label = roots.find(([, pid]) => pid === p?.pid)?.[0];
      if (!label) continue;
      add(proc.kind.startsWith('chromium') ? `${label} ${proc.kind}` : label, proc.ticks);
      break;
    }
  }
  return out;
}

/** After − before per key (keys only in `after` count from 0). */
export function cpuDelta(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  const delta = new Map<string, number>();
  for (const [key, value] of after) delta.set(key, value - (before.get(key) ?? 0));
  return delta;
}
