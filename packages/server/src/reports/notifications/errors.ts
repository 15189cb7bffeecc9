/**
 * The error every notification throws: it names the recipient and the cause, so the execution log says
 * which address or URL failed and why (Superset's NotificationError).
 */
export class NotificationError extends Error {
  override readonly name = 'NotificationError';

  constructor(
    /** How the recipient is named in the message: "email to a@x.org" or "webhook https://host/path". */
    readonly recipient: string,
    /** What went wrong, as a sentence fragment. */
    readonly reason: string,
    /** Whether trying again later may succeed (a network or 5xx failure, not a refused address). */
    readonly retryable = false,
    options?: { cause?: unknown },
  ) {
    super(`Sending the ${recipient} failed: ${reason}`, options);
  }
}

/** The message of an unknown thrown value. */
export function causeText(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'string' && !err.message.includes(code) ? `${err.message} (${code})` : err.message;
  }
  return String(err);
}
