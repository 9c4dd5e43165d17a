/** The message of anything thrown, for a failed job's `error`. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** An error whose message is already written for the user. */
export class UserFacingError extends Error {
  override readonly name = 'UserFacingError';
}
