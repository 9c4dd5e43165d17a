import { formatBytes, MAX_SOURCE_BYTES } from '../contract/limits';
import { readErrorBody } from './error-body';

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

const CREDIT_WORDS = /credit|quota|balance|payment|insufficient|top.?up|billing/i;

/** Turns an HTTP failure into a sentence that says what happened and what to do. */
export function describeHttpError(failure: HttpFailure): string {
  const said = readErrorBody(failure.body);
  const quote = said ? ` The service said: “${said}”.` : '';
  const { status, origin } = failure;
  // Some services answer 401 when the account is out of credits: their words tell.
  if (status === 402 || (status === 401 && CREDIT_WORDS.test(said))) {
    return `Out of credits at ${origin} (${status}).${quote} Top up your account with the service, or turn on mock mode to try Quarry without using credits.`;
  }
  switch (status) {
    case 400:
      return `The service rejected the request as malformed (400).${quote} Check the prompt, schema and options; if they look right, the service may not follow the contract exactly.`;
    case 401:
      return `The API key was not accepted by ${origin} (401).${quote} Check the key in Quarry’s settings (Remote endpoint), and whether the service expects the SVC-APIKEY header or Authorization: Bearer — switch the header form there.`;
    case 403:
      return `${origin} refused access (403).${quote} The key may lack permission for ${failure.path}, or the account is blocked; check it with the service, or try the other header form in settings.`;
    case 404: {
      const polled = /^\/v1\/(smartscraper|markdownify)\/([^/]+)$/.exec(failure.path);
      if (polled) {
        return `The service no longer knows request ${decodeURIComponent(polled[2] ?? '')} (404).${quote} It may have expired or been dropped: run the extraction again.`;
      }
      return `${origin}${failure.path} does not exist (404).${quote} Check the endpoint base URL in settings: it is the address before /v1 (for example https://api.example.com).`;
    }
    case 408:
      return `The service timed out on this request (408).${quote} Try again; a smaller page or fewer pages and scrolls make it faster.`;
    case 413:
      return `The service says the request is too large (413): Quarry sent ${formatBytes(failure.sentBytes)}.${quote} The contract allows ${formatBytes(MAX_SOURCE_BYTES)} of page source, but this service accepts less: set “Send” to the page URL in settings, or paste only the part of the page you need.`;
    case 422:
      return `The service could not use the request (422).${quote || ' It gave no details.'} Fix the fields it names and run again.`;
    case 429: {
      const wait = failure.retryAfterSeconds == null ? 'a minute' : `${Math.ceil(failure.retryAfterSeconds)} s`;
      return `The service is limiting how fast requests may come (429) and still refused after ${failure.retries} ${failure.retries === 1 ? 'retry' : 'retries'}.${quote} Wait ${wait} and run again.`;
    }
  }
  if (status >= 500) {
    return `The service had an internal error (${status}) and still failed after ${failure.retries} ${failure.retries === 1 ? 'retry' : 'retries'}.${quote} This is on the service’s side: try again later.`;
  }
  if (failure.body === null && failure.text) {
    return `${origin}${failure.path} answered ${status} with something that is not JSON (“${failure.text.slice(0, 80)}”). Is the endpoint base URL right?`;
  }
  return `The service answered ${status}.${quote || ' It gave no details.'}`;
}
