/**
 * Page UI flags of a dashboard URL: the `uiConfig` bit mask (spec §2: 1 hide title, 2 hide tab,
 * 4 hide navigation, 8 hide chart controls, 16 emit data masks, 32 row-limit warning) and the
 * `standalone` parameter (1 or true: no navigation; 2: no navigation and no title; 3: report view).
 */
export const UI_CONFIG_BITS = {
  hideTitle: 1,
  hideTab: 2,
  hideNav: 4,
  hideChartControls: 8,
  emitDataMasks: 16,
  showRowLimitWarning: 32,
} as const;

export type DashboardUiConfig = Record<keyof typeof UI_CONFIG_BITS, boolean>;

function standaloneMode(params: URLSearchParams): number {
  const raw = (params.get('standalone') ?? '').toLowerCase();
  if (raw === 'true') return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function parseUiConfig(search: string): DashboardUiConfig {
  const params = new URLSearchParams(search);
  const mask = Number(params.get('uiConfig') ?? 0);
  const bits = Number.isInteger(mask) && mask > 0 ? mask : 0;
  const standalone = standaloneMode(params);
  const config = Object.fromEntries(
    Object.entries(UI_CONFIG_BITS).map(([key, bit]) => [key, (bits & bit) !== 0]),
  ) as DashboardUiConfig;
  if (standalone >= 1) config.hideNav = true;
  if (standalone >= 2) config.hideTitle = true;
  if (standalone >= 3) config.hideChartControls = true;
  return config;
}

/** Whether the app shell leaves out its top navigation for this URL. */
export const hidesNavigation = (search: string): boolean => parseUiConfig(search).hideNav;
