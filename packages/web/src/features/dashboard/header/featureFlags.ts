/**
 * Feature flags the header's dialogs depend on (spec §6).
 *
 * The server knows DASHBOARD_RBAC (config.features) but does not hand feature flags to the web app
 * yet (no bootstrap payload, nothing in /api/v1/me/), and it has no tagging system. Until it does,
 * both are off here, matching the server's defaults; the dialogs render roles and tags when a flag
 * is turned on (PropertiesModal takes them as props, so tests exercise both states).
 */
export interface HeaderFeatureFlags {
  DASHBOARD_RBAC: boolean;
  TAGGING_SYSTEM: boolean;
}

export const HEADER_FEATURE_FLAGS: Readonly<HeaderFeatureFlags> = {
  DASHBOARD_RBAC: false,
  TAGGING_SYSTEM: false,
};
