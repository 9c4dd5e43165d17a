import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '@/lib/net/retry';
import { describeHttpError } from '@/lib/remote/describe-http-error';
import { readErrorBody } from '@/lib/net/error-body';

describe('readErrorBody', () => {
  it('reads the shapes services send', () => {
    expect(readErrorBody({ error: 'Invalid API key' })).toBe('Invalid API key');
    expect(readErrorBody({ error: { message: 'Quota exceeded' } })).toBe('Quota exceeded');
    expect(
      readErrorBody({
        detail: [
          { loc: ['body', 'total_pages'], msg: 'ensure this value is less than or equal to 100' },
          { loc: ['body', 'steps', 0], msg: 'str type expected' },
        ],
      }),
    ).toBe('total_pages: ensure this value is less than or equal to 100; steps.0: str type expected');
    expect(readErrorBody({ detail: 'Not Found' })).toBe('Not Found');
    expect(readErrorBody({ message: 'Down for maintenance' })).toBe('Down for maintenance');
    expect(readErrorBody(null)).toBe('');
    expect(readErrorBody('<html>oops</html>')).toBe('');
    expect(readErrorBody({ error: '' })).toBe('');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('describeHttpError', () => {
  const base = {
    body: null,
    text: '',
    path: '/v1/smartscraper',
    origin: 'https://api.example.com',
    sentBytes: 0,
    retryAfterSeconds: null,
    retries: 0,
  };
  it('treats a 401 about credits as out of credits', () => {
    expect(describeHttpError({ ...base, status: 401, body: { error: 'Insufficient credits' } })).toMatch(
      /^The service at https:\/\/api\.example\.com says the account is out of credits \(HTTP 401\)/,
    );
    expect(describeHttpError({ ...base, status: 401, body: { error: 'Bad key' } })).toMatch(
      /^The service at https:\/\/api\.example\.com did not accept the API key \(HTTP 401\)\. It said: “Bad key”\./,
    );
  });
  it('tells a lost request from a wrong base URL', () => {
    expect(describeHttpError({ ...base, status: 404, path: '/v1/smartscraper/req-9' })).toContain(
      'no longer knows request req-9',
    );
    expect(describeHttpError({ ...base, status: 404 })).toContain('Check the endpoint base URL');
  });

  it('names a non-JSON answer', () => {
    expect(describeHttpError({ ...base, status: 418, text: '<html>teapot</html>' })).toContain('not JSON');
  });
  it('words every failure the same way as the model server does: who, what, status, their words, the fix', () => {
    expect(describeHttpError({ ...base, status: 500, body: { detail: 'boom' }, retries: 2 })).toBe(
      'The service at https://api.example.com had an internal error (HTTP 500). It said: “boom”. It still failed after 2 retries. This is on the service’s side: try again later.',
    );
  });
  it('says how long to wait after a 429', () => {
    expect(describeHttpError({ ...base, status: 429, retryAfterSeconds: 30, retries: 3 })).toContain('Wait 30 s');
  });
});
