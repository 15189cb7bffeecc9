/**
 * The guest token of an embedded page (/embedded/{uuid}): the host's SDK hands it over, and refreshes
 * it, through the switchboard. While one is set every API call carries it in `X-GuestToken` instead
 * of relying on a session (no cookie, so no CSRF token either), as Superset's embedded client does.
 */
export const GUEST_TOKEN_HEADER = 'X-GuestToken';

let guestToken: string | null = null;

export function setGuestToken(token: string | null): void {
  guestToken = token;
}

export function getGuestToken(): string | null {
  return guestToken;
}

/** The header to add to a request: the guest token when there is one. */
export function guestHeaders(): Record<string, string> {
  return guestToken ? { [GUEST_TOKEN_HEADER]: guestToken } : {};
}
