export type RemoteErrorKind =
  'http' | 'network' | 'timeout' | 'redirect' | 'invalid-response' | 'failed' | 'time-limit' | 'mock';

/** A failure talking to a remote service. `message` is written for the user. */
export class RemoteError extends Error {
  override readonly name = 'RemoteError';
  readonly kind: RemoteErrorKind;
  readonly status: number | undefined;

  constructor(message: string, details: { kind: RemoteErrorKind; status?: number }) {
    super(message);
    this.kind = details.kind;
    this.status = details.status;
  }
}
