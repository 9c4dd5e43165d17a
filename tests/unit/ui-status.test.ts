import { describe, expect, it } from 'vitest';
import type { BatchRecord } from '@/lib/batch/batch';
import { setupFailure, sharedSetupFailure } from '@/lib/batch/setup-failure';
import type { ExtractionResponse } from '@/lib/contract';
import { batchOutcome } from '@/lib/ui/batch-checks';
import { plural, resultStatus } from '@/lib/ui/result-status';
import { missingFields, withRequestedFields } from '@/lib/ui/requested-fields';

const grounding = (notFound: string[], misplaced?: string[]) => ({
  notFound,
  ...(misplaced ? { misplaced } : {}),
});

describe('the one status rule', () => {
  it('a plain Done only for a complete result whose values were all found', () => {
    expect(resultStatus({ status: 'completed' }).word).toBe('Done');
    expect(resultStatus({ status: 'completed', grounding: grounding([]), completeness: { complete: true } }).word).toBe(
      'Done',
    );
  });
  it('cut off or incomplete is "Incomplete"; values not found or found elsewhere is "Check values"', () => {
    const cut = resultStatus({ status: 'completed', completeness: { complete: false, cutOff: true } });
    expect(cut).toMatchObject({ word: 'Incomplete', tone: 'incomplete', reasons: ['the answer was cut off'] });
    expect(resultStatus({ status: 'completed', completeness: { complete: false } }).word).toBe('Incomplete');
    const missing = resultStatus({ status: 'completed', grounding: grounding(['/a', '/b']) });
    expect(missing).toMatchObject({ word: 'Check values', reasons: ['2 values not found on the page'] });
    const misplaced = resultStatus({ status: 'completed', grounding: grounding([], ['/a']) });
    expect(misplaced).toMatchObject({ word: 'Check values', reasons: ['1 value found elsewhere on the page'] });
  });
  it('runs under way, failed and cancelled keep their own words', () => {
    expect(resultStatus({ status: 'processing' }).word).toBe('Working');
    expect(resultStatus({ status: 'failed', error: 'x' }).word).toBe('Failed');
    expect(resultStatus({ status: 'failed', cancelled: true }).word).toBe('Cancelled');
  });
  it('counts agree with their noun', () => {
    expect(plural(1, 'page')).toBe('1 page');
    expect(plural(2, 'page')).toBe('2 pages');
    expect(plural(1200, 'run')).toBe('1,200 runs');
  });
});

describe('set-up failures', () => {
  const refused = 'The model server at 127.0.0.1:9 refused access (HTTP 403). It said: “no”. Check the key.';
  it('names the cause once, with what to fix', () => {
    expect(setupFailure(refused)).toEqual({
      key: 'model server:403',
      reason: 'the model server refused access (HTTP 403)',
      fix: 'fix the model settings',
    });
    expect(setupFailure('No model is configured. Open settings.')?.key).toBe('no-model');
    expect(setupFailure('The model server at x had an internal error (HTTP 500).')).toBeNull();
    expect(setupFailure('http://a.test/p answered HTTP 404, so there is nothing to extract.')).toBeNull();
  });
  it('is shared only when every error has the same set-up cause', () => {
    expect(sharedSetupFailure([refused, refused])?.key).toBe('model server:403');
    expect(sharedSetupFailure([refused, 'No model is configured.'])).toBeNull();
    expect(sharedSetupFailure([refused, 'page timed out'])).toBeNull();
  });
});

describe('a batch as a whole', () => {
  const urls = ['https://a.test/1', 'https://a.test/2', 'https://a.test/3'];
  const record = (states: BatchRecord['states']): BatchRecord => ({
    id: 'b',
    status: 'completed',
    createdAt: 0,
    updatedAt: 0,
    request: { user_prompt: 'x' },
    urls,
    states,
    concurrency: 2,
    pauseMs: 0,
    sessionStartedAt: 0,
    finishedAtSessionStart: 0,
  });
  const response = (extra: Partial<ExtractionResponse>): ExtractionResponse => ({
    request_id: 'r',
    status: 'completed',
    website_url: urls[0]!,
    user_prompt: 'x',
    result: {},
    error: '',
    ...extra,
  });
  it('every page refused the same way: one sentence with the fix and Retry failed pages', () => {
    const failed = response({
      status: 'failed',
      error: 'The model server at 127.0.0.1:9 refused access (HTTP 403). Check the key.',
    });
    const outcome = batchOutcome(record(['failed', 'failed', 'failed']), [failed, failed, failed]);
    expect(outcome.status).toMatchObject({ word: 'Failed', tone: 'failed' });
    expect(outcome.summary).toBe(
      '3 of 3 failed: the model server refused access (HTTP 403) — fix the model settings, then Retry failed pages',
    );
  });
  it('pages incomplete or with values not found make it "Check pages", with the counts merged', () => {
    const checked = { checked: 4, found: 3, notFound: ['/price'], unchecked: [], mode: 'mark' as const };
    const outcome = batchOutcome(record(['completed', 'completed', 'completed']), [
      response({ grounding: { ...checked, found: 4, notFound: [] } }),
      response({ grounding: checked }),
      response({ completeness: { complete: false, cutOff: true, empty: [], note: '' } }),
    ]);
    expect(outcome.status.word).toBe('Check pages');
    expect(outcome.summary).toBe(
      '1 page incomplete · 1 page with values not found · 7 of 8 values found on their pages',
    );
  });
});

describe('requested fields never vanish', () => {
  const schema = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      upc: { type: 'string' },
      offers: { type: 'array', items: { type: 'object', properties: { seller: {}, price: {} } } },
    },
  };
  it('keeps each asked-for field as null and names the ones with no value', () => {
    const result = { name: 'Lamp', offers: [{ seller: 'A' }, { seller: 'B' }] };
    expect(withRequestedFields(result, schema)).toEqual({
      name: 'Lamp',
      upc: null,
      offers: [
        { seller: 'A', price: null },
        { seller: 'B', price: null },
      ],
    });
    expect(missingFields(result, schema)).toEqual(['upc', 'offers[].price']);
    expect(missingFields({ name: 'Lamp', upc: '1', offers: [{ seller: 'A', price: 2 }] }, schema)).toEqual([]);
    expect(withRequestedFields('text', schema)).toBe('text');
  });
});
