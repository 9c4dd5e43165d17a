import { describe, expect, it } from 'vitest';
import { DAMAGED_HISTORY_NOTICE_KEY, repairAtStart } from '@/lib/background/repair-at-start';
import { createJobRunner } from '@/lib/jobs/job-runner';
import { createJobStore, encodeJob } from '@/lib/jobs/job-store';
import { complete, createJob, startProcessing } from '@/lib/jobs/job-machine';
import { selectProvider } from '@/lib/extract/select-provider';
import { createSettingsStore, NOTICE_KEY, SETTINGS_KEY } from '@/lib/settings/store';
import { memoryArea } from './support/memory-area';

const usage = { inputTokens: 1, outputTokens: 1, chunks: 1, pages: 1, durationMs: 1 };
const good = complete(
  startProcessing(createJob({ id: 'good', request: { user_prompt: 'x' }, tabId: null, now: 1 }), 2),
  { result: { a: 1 }, website_url: 'https://shop.example/', usage, mock: false },
  3,
);
const running = startProcessing(createJob({ id: 'running', request: { user_prompt: 'y' }, tabId: null, now: 4 }), 5);

function setup(initial: Record<string, unknown>) {
  const area = memoryArea(initial);
  const settings = createSettingsStore(area, () => 9);
  const runner = createJobRunner({
    store: createJobStore(area),
    loadSettings: () => settings.load(),
    capture: async () => ({ pages: [], report: null }),
    providerFor: selectProvider,
    keepAlive: () => () => {},
    now: () => 10,
    newId: () => 'new',
  });
  return { area, run: () => repairAtStart({ area, settings, runner, now: () => 10 }) };
}

describe('what a new worker repairs first', () => {
  it('sets damaged run records aside (kept, not deleted) and says so; good runs are untouched', async () => {
    const { area, run } = setup({
      'job:good': encodeJob(good),
      'job:torn': '{"id":"torn","status":"compl',
      'job:alien': JSON.stringify({ id: 'alien', status: 'archived' }),
    });
    await run();
    expect(area.data.get('job:good')).toBe(encodeJob(good));
    expect(area.data.has('job:torn')).toBe(false);
    expect(area.data.get('damaged:job:torn')).toBe('{"id":"torn","status":"compl');
    expect(area.data.has('damaged:job:alien')).toBe(true);
    expect(area.data.get(DAMAGED_HISTORY_NOTICE_KEY)).toEqual({
      text: expect.stringMatching(
        /^2 runs in your history could not be read .* were set aside; the rest of your history is intact\.$/,
      ),
      at: 10,
    });
  });

  it('ends runs left processing, repairs settings, and leaves no notice when all is well', async () => {
    const { area, run } = setup({ 'job:running': encodeJob(running), [SETTINGS_KEY]: { version: 1, mock: 'x' } });
    await run();
    expect(JSON.parse(String(area.data.get('job:running')))).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^Interrupted/),
    });
    expect(area.data.has(NOTICE_KEY)).toBe(true);
    expect(area.data.has(DAMAGED_HISTORY_NOTICE_KEY)).toBe(false);
  });
});
