/**
 * What a guest token (POST /api/v1/security/guest_token/, embedded dashboards) grants its bearer: the
 * resources it may read and the row-level security clauses added to every query it runs, on top of the
 * GUEST_ROLE_NAME role's permissions. A request authenticated by `X-GuestToken` carries it as
 * `AuthUser.guest`; a signed-in user has none.
 */
export interface GuestResource {
  /** Superset's guest token resource types; only dashboards are embeddable. */
  type: 'dashboard';
  /** The embedded dashboard's uuid (as Superset's SDK passes it) or the dashboard id. */
  id: string;
}

export interface GuestRlsRule {
  /** The dataset the clause applies to; absent: every dataset the guest queries. */
  dataset?: number;
  clause: string;
}

/** What the grant's resources reach, resolved when the request is authenticated (guest-access/). */
export interface GuestScope {
  /** Embedded dashboards named by the token (a dashboard no longer embedded drops out). */
  dashboardIds: number[];
  /** Charts on those dashboards. */
  chartIds: number[];
  /** Datasets of those charts and of the dashboards' native filters. */
  datasetIds: number[];
}

export interface GuestGrant {
  resources: GuestResource[];
  rls: GuestRlsRule[];
  /** The guest's user fields as the token named them (username, first_name, last_name). */
  user?: { username?: string; first_name?: string; last_name?: string };
  /** Set for an authenticated guest request; absent reads as nothing reachable. */
  scope?: GuestScope;
}

/** The guest's reach; empty when the grant was not resolved. */
export const guestScope = (grant: GuestGrant): GuestScope =>
  grant.scope ?? { dashboardIds: [], chartIds: [], datasetIds: [] };
