import { readFileSync } from 'node:fs';
import { PIPELINES, runPipeline, type PipelineName } from './pipelines';

/**
 * One fresh process per corpus and pipeline, so one pipeline's heap and JIT state does not
 * bend another's timings. Reads a job from the parent, answers with texts and timings.
 */
interface Job {
  pipeline: PipelineName;
  pages: Array<{ id: string; file: string; url: string; fields: string[]; prompt?: string }>;
}

export interface WorkerResult {
  id: string;
  text: string;
  /** Wall-clock milliseconds (median of the runs). */
  ms: number;
  /** CPU milliseconds of this process (median of the runs). */
  cpuMs: number;
  error?: string;
}

process.once('message', (message: Job) => {
  if (!PIPELINES.includes(message.pipeline)) throw new Error(`Unknown pipeline ${message.pipeline}`);
  const results: WorkerResult[] = [];
  // Warm-up on the first pages, so the JIT's first compilations are not billed to one page.
  for (const page of message.pages.slice(0, 5)) {
    try {
      runPipeline(message.pipeline, { ...page, html: readFileSync(page.file, 'utf8') });
    } catch {
      // The timed run below records the error.
    }
  }
  for (const page of message.pages) {
    const input = { ...page, html: readFileSync(page.file, 'utf8') };
    // Small pages are timed three times (median): one GC pause would otherwise decide their ms/MB.
    const runs = input.html.length < 300_000 ? 3 : 1;
    // CPU time as well as wall time: the machine is shared, and waiting for a core is not work.
    const wall: number[] = [];
    const cpu: number[] = [];
    let text = '';
    let error: string | undefined;
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      try {
        text = runPipeline(message.pipeline, input);
      } catch (caught) {
        error = String(caught).slice(0, 200);
      }
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
      wall.push(performance.now() - start);
    }
    results.push({ id: page.id, text, ms: median(wall), cpuMs: median(cpu), ...(error ? { error } : {}) });
  }
  process.send?.(results, () => process.exit(0));
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
