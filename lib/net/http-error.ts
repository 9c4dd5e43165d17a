/**
 * The one wording of an HTTP failure, whoever answered it (the model server, the remote
 * service): "<who> <what happened> (HTTP <status>). It said: “…”. <what to do>". Callers
 * bring only who they talked to and the fix for each kind of problem.
 */

/** What a failure means, independent of who answered it. */
export type HttpProblem =
  | 'malformed'
  | 'key'
  | 'credits'
  | 'forbidden'
  | 'not-found'
  | 'timeout'
  | 'too-large'
  | 'unprocessable'
  | 'rate-limited'
  | 'server'
  | 'other';

// Some services answer 401 or 403 when the account is out of credits: their words tell.
const CREDIT_WORDS = /credit|quota|balance|payment|insufficient|top.?up|billing/i;

export function httpProblem(status: number, said: string): HttpProblem {
  if (status === 402 || ((status === 401 || status === 403) && CREDIT_WORDS.test(said))) return 'credits';
  if (status >= 500) return 'server';
  const byStatus: Record<number, HttpProblem> = {
    400: 'malformed',
    401: 'key',
    403: 'forbidden',
    404: 'not-found',
    408: 'timeout',
    413: 'too-large',
    422: 'unprocessable',
    429: 'rate-limited',
  };
  return byStatus[status] ?? 'other';
}

const WHAT: Record<HttpProblem, string> = {
  malformed: 'rejected the request as malformed',
  key: 'did not accept the API key',
  credits: 'says the account is out of credits',
  forbidden: 'refused access',
  'not-found': 'has nothing at that address',
  timeout: 'timed out on the request',
  'too-large': 'says the request is too large',
  unprocessable: 'could not use the request',
  'rate-limited': 'is limiting how fast requests may come',
  server: 'had an internal error',
  other: 'rejected the request',
};

export interface HttpFailureWords {
  /** Who answered, as the sentence's subject: "The model server at localhost:11434". */
  who: string;
  status: number;
  problem: HttpProblem;
  /** The server's own words from its error body ('' when it gave none). */
  said: string;
  /** What to do, as one or more sentences. */
  fix: string;
  /** Replaces the standard words for the problem when the caller knows better. */
  what?: string;
}

export function describeHttpFailure(words: HttpFailureWords): string {
  const said = words.said ? ` It said: “${words.said}”.` : '';
  return `${words.who} ${words.what ?? WHAT[words.problem]} (HTTP ${words.status}).${said} ${words.fix}`.trim();
}
