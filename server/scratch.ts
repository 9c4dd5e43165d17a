import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A worker's scratch directory: its copy of the extension, its browser profiles and the
 * browser's own temporary files, all under one directory named by an owner file. A worker that
 * stops cleanly removes it; one killed outright (SIGKILL, the kernel's OOM killer, a crash) cannot,
 * and leaves ~8 MB behind each time. The next worker to start on the machine removes what dead
 * workers left, so a worker restarted by a supervisor after each crash does not fill the disk.
 */
const PREFIX = 'quarry-worker-';
const OWNER = 'owner.json';
/** A directory is made before its owner file is written: one this young is being set up. */
const SETTING_UP_MS = 60_000;

const ownerSchema = z.object({ host: z.string(), pid: z.number().int().positive() });

export interface Scratch {
  dir: string;
  remove(): void;
}

export interface ScratchPlace {
  /** The system's temporary directory (os.tmpdir()). */
  tmp?: string;
  host?: string;
  pid?: number;
}

export function openScratch(place: ScratchPlace = {}): Scratch {
  const dir = mkdtempSync(join(place.tmp ?? tmpdir(), PREFIX));
  const owner = { host: place.host ?? hostname(), pid: place.pid ?? process.pid };
  writeFileSync(join(dir, OWNER), JSON.stringify(owner));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Whether a process of this machine is running (EPERM: it is, under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the scratch directories of workers of this machine that are no longer running, and
 * returns them. Another machine's (a shared temporary directory) and a running worker's stay.
 */
export function sweepScratch(place: ScratchPlace & { alive?: (pid: number) => boolean; now?: number } = {}): string[] {
  const tmp = place.tmp ?? tmpdir();
  const host = place.host ?? hostname();
  const alive = place.alive ?? processAlive;
  const now = place.now ?? Date.now();
  const removed: string[] = [];
  for (const name of readdirSync(tmp)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(tmp, name);
    if (!ownerGone(dir, { host, alive, now })) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

function ownerGone(dir: string, here: { host: string; alive: (pid: number) => boolean; now: number }): boolean {
  let text: string;
  try {
    text = readFileSync(join(dir, OWNER), 'utf8');
  } catch {
    // No owner file: being set up right now, or its worker died in the instant between.
    try {
      return here.now - statSync(dir).mtimeMs > SETTING_UP_MS;
    } catch {
      return false;
    }
  }
  const owner = ownerSchema.safeParse(safeJson(text));
  // An owner file this code did not write: not ours to judge.
  if (!owner.success) return false;
  return owner.data.host === here.host && owner.data.pid !== process.pid && !here.alive(owner.data.pid);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
