import { formatBytes, MAX_SOURCE_BYTES } from '../contract/limits';
import { readErrorBody } from '../net/error-body';
import { describeHttpFailure, httpProblem, type HttpProblem } from '../net/http-error';

export interface HttpFailure {
  status: number;
  body: unknown;
  /** The start of a non-JSON body. */
  text: string;
  path: string;
  /** Where the request went, e.g. https://api.example.com. */
  origin: string;
  sentBytes: number;
  /** Seconds the service asked us to wait (429/503), when it said. */
  retryAfterSeconds: number | null;
  /** How many times the request was retried before giving up. */
  retries: number;
}

/** Turns an HTTP failure of the service into a sentence that says what happened and what to do. */
export function describeHttpError(failure: HttpFailure): string {
  const said = readErrorBody(failure.body);
  const { status, origin } = failure;
  const problem = httpProblem(status, said);
  const retried = `It still failed after ${failure.retries} ${failure.retries === 1 ? 'retry' : 'retries'}.`;
  const polled = /^\/v1\/(smartscraper|markdownify)\/([^/]+)$/.exec(failure.path);
  if (problem === 'not-found' && polled) {
    return describeHttpFailure({
      who: `The service at ${origin}`,
      what: `no longer knows request ${decodeURIComponent(polled[2] ?? '')}`,
      status,
      problem,
      said,
      fix: 'It may have expired or been dropped: run the extraction again.',
    });
  }
  if (problem === 'other' && failure.body === null && failure.text) {
    return describeHttpFailure({
      who: `${origin}${failure.path}`,
      what: `answered with something that is not JSON (“${failure.text.slice(0, 80)}”)`,
      status,
      problem,
      said: '',
      fix: 'Is the endpoint base URL right?',
    });
  }
  const wait = failure.retryAfterSeconds == null ? 'a minute' : `${Math.ceil(failure.retryAfterSeconds)} s`;
  const fixes: Record<HttpProblem, string> = {
    malformed:
      'Check the prompt, schema and options; if they look right, the service may not follow the contract exactly.',
    key: 'Check the key in Quarry’s settings (Remote endpoint), and whether the service expects the SVC-APIKEY header or Authorization: Bearer — switch the header form there.',
    credits: 'Top up your account with the service, or turn on mock mode to try Quarry without using credits.',
    forbidden: `The key may lack permission for ${failure.path}, or the account is blocked; check it with the service, or try the other header form in settings.`,
    'not-found': `There is no ${failure.path} there. Check the endpoint base URL in settings: it is the address before /v1 (for example https://api.example.com).`,
    timeout: 'Try again; a smaller page or fewer pages and scrolls make it faster.',
    'too-large': `Quarry sent ${formatBytes(failure.sentBytes)}; the contract allows ${formatBytes(MAX_SOURCE_BYTES)} of page source, but this service accepts less: set “Send” to the page URL in settings, or paste only the part of the page you need.`,
    unprocessable: `${said ? '' : 'It gave no details. '}Fix the fields it names and run again.`,
    'rate-limited': `${retried} Wait ${wait} and run again.`,
    server: `${retried} This is on the service’s side: try again later.`,
    other: said ? '' : 'It gave no details.',
  };
  return describeHttpFailure({ who: `The service at ${origin}`, status, problem, said, fix: fixes[problem] });
}
