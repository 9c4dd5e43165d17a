import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { REDIS } from './redis-keys';

/**
 * /metrics in Prometheus text format. Queue figures are read from BullMQ at scrape time;
 * what workers report (tokens, recipe/model share, browser restarts) is summed in a Redis
 * hash, so any API process shows the whole cluster's totals. Durations and HTTP latency are
 * observed by this API process.
 */
export function createMetrics(queue: Queue, redis: Redis) {
  const registry = new Registry();
  const counts = async (): Promise<Record<string, number>> => {
    const raw = await redis.hgetall(REDIS.metrics);
    return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Number(v)]));
  };
  new Gauge({
    name: 'quarry_queue_depth',
    help: 'Requests waiting for a worker (waiting + delayed + prioritized).',
    registers: [registry],
    async collect() {
      const c = await queue.getJobCounts('waiting', 'delayed', 'prioritized');
      this.set((c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0));
    },
  });
  new Gauge({
    name: 'quarry_jobs',
    help: 'Jobs by BullMQ state.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const c = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
      for (const [state, n] of Object.entries(c)) this.set({ state }, n);
    },
  });
  const fromRedis = (name: string, help: string, label: string, fields: Record<string, string>) =>
    new Counter({
      name,
      help,
      labelNames: label ? [label] : [],
      registers: [registry],
      async collect() {
        const c = await counts();
        this.reset();
        for (const [value, field] of Object.entries(fields)) {
          if (label) this.inc({ [label]: value }, c[field] ?? 0);
          else this.inc(c[field] ?? 0);
        }
      },
    });
  fromRedis('quarry_model_tokens_total', 'Model tokens spent, by direction.', 'direction', {
    input: 'tokens_input',
    output: 'tokens_output',
  });
  fromRedis('quarry_served_total', 'Completed extractions by what read the page: a recipe or the model.', 'by', {
    recipe: 'served_recipe',
    model: 'served_model',
  });
  fromRedis('quarry_browser_restarts_total', 'Browsers relaunched after a crash.', '', { total: 'browser_restarts' });
  fromRedis('quarry_browser_recycles_total', 'Browsers replaced after N jobs or memory growth.', '', {
    total: 'browser_recycles',
  });
  new Gauge({
    name: 'quarry_recipe_share',
    help: 'Share of completed extractions served by a recipe (0..1).',
    registers: [registry],
    async collect() {
      const c = await counts();
      const recipe = c.served_recipe ?? 0;
      const all = recipe + (c.served_model ?? 0);
      this.set(all === 0 ? 0 : recipe / all);
    },
  });
  const jobDuration = new Histogram({
    name: 'quarry_job_duration_seconds',
    help: 'Time from enqueue to finish of jobs this API process saw finish.',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'quarry_http_request_duration_seconds',
    help: 'Time the API took to answer, by route and status (waiting for results included).',
    labelNames: ['route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.02, 0.05, 0.1, 0.5, 1, 5, 30],
    registers: [registry],
  });
  return { registry, jobDuration, httpDuration };
}
export type Metrics = ReturnType<typeof createMetrics>;
