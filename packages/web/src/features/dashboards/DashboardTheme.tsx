/**
 * A dashboard with a theme of its own (Superset 6's dashboard theme) is drawn in it for everyone
 * who opens it: its components through a nested ConfigProvider, its background filling the page's
 * content area. Without one the app's theme applies unchanged.
 */
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useThemeMode } from '../../theme/ThemeProvider';
import { jsonIsDark, parseThemeJson, themeFromJson } from '../../theme/themeConfig';
import { useDashboardSelector } from './state/store';

function Themed({ json, children }: { json: string; children: ReactNode }) {
  const { isDark } = useThemeMode();
  const outer = antdTheme.useToken().token;
  const parsed = useMemo(() => parseThemeJson(json), [json]);
  const config = useMemo(() => (parsed ? themeFromJson(parsed, isDark) : null), [parsed, isDark]);
  const token = useMemo(() => (config ? antdTheme.getDesignToken(config) : null), [config]);
  if (!config || !token) return <>{children}</>;
  const dark = jsonIsDark(parsed!, false) ?? isDark;
  return (
    <ConfigProvider theme={config}>
      <div
        data-test="dashboard-theme"
        data-theme={dark ? 'dark' : 'light'}
        style={{
          // Over the content area's padding, so the whole area takes the theme's background.
          margin: -outer.paddingLG,
          padding: outer.paddingLG,
          // The page below the app header (56px, theme.ts).
          minHeight: 'calc(100vh - 56px)',
          background: token.colorBgLayout,
          color: token.colorText,
          colorScheme: dark ? 'dark' : 'light',
        }}
      >
        {children}
      </div>
    </ConfigProvider>
  );
}

export function DashboardTheme({ children }: { children: ReactNode }) {
  const json = useDashboardSelector((s) => s.dashboardInfo.dashboard?.theme?.json_data);
  return json ? <Themed json={json}>{children}</Themed> : <>{children}</>;
}
