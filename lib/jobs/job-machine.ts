import type { Usage } from '../contract';
import type { Progress } from '../extract/progress';
import type { Job } from './job';
import { isFinal } from './job';

/**
 * The job state machine: queued → processing → completed | failed, and queued → failed
 * (a request rejected before work starts). Final states never change again, so a late
 * answer from a cancelled or timed-out run cannot overwrite what the user already saw.
 */
export interface NewJob {
  id: string;
  request: Record<string, unknown>;
  tabId: number | null;
  now: number;
}

export function createJob({ id, request, tabId, now }: NewJob): Job {
  const prompt = request.user_prompt;
  const url = request.website_url;
  return {
    id,
    status: 'queued',
    createdAt: now,
    updatedAt: now,
    request,
    tabId,
    website_url: typeof url === 'string' ? url : '',
    user_prompt: typeof prompt === 'string' ? prompt : '',
    result: null,
    error: '',
    mock: request.mock === true,
    progress: { stage: 'queued', detail: '' },
  };
}

export class InvalidTransitionError extends Error {
  override readonly name = 'InvalidTransitionError';
}

export function startProcessing(job: Job, now: number): Job {
  if (job.status !== 'queued') throw new InvalidTransitionError(`job ${job.id} is ${job.status}, not queued`);
  return { ...job, status: 'processing', updatedAt: now, progress: { stage: 'capturing', detail: '' } };
}

export function reportProgress(job: Job, progress: Progress, now: number): Job {
  if (job.status !== 'processing') return job;
  return { ...job, progress, updatedAt: now };
}

export interface Completion {
  result: unknown;
  website_url: string;
  usage: Usage;
  mock: boolean;
  grounding?: Job['grounding'];
  completeness?: Job['completeness'];
  modelInput?: Job['modelInput'];
  recipe?: Job['recipe'];
}

export function complete(job: Job, done: Completion, now: number): Job {
  if (job.status !== 'processing') throw new InvalidTransitionError(`job ${job.id} is ${job.status}, not processing`);
  const { progress: _progress, ...rest } = job;
  return { ...rest, status: 'completed', updatedAt: now, error: '', ...done };
}

/** Ends a job as failed; a job that already ended is returned unchanged. */
export function fail(job: Job, error: string, now: number, usage?: Usage): Job {
  if (isFinal(job)) return job;
  const { progress: _progress, ...rest } = job;
  return {
    ...rest,
    status: 'failed',
    updatedAt: now,
    result: null,
    error: error.trim() || 'The extraction failed for an unknown reason. Run it again.',
    ...(usage ? { usage } : {}),
  };
}
