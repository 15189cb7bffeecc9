import type { ThemeConfigJson } from '@meridian/core';
import { ConfigProvider, theme as antdTheme } from 'antd';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  THEME_STORAGE_KEY,
  buildTheme,
  isDarkMode,
  readThemeMode,
  writeThemeMode,
  type ThemeMode,
} from './theme';
import { useGetMyThemeQuery, usePutMyThemeModeMutation } from './themeApi';
import { jsonIsDark, themeFromJson } from './themeConfig';

interface ThemeContextValue {
  mode: ThemeMode;
  isDark: boolean;
  setMode: (mode: ThemeMode) => void;
}

const ThemeContext = createContext<ThemeContextValue>({ mode: 'default', isDark: false, setMode: () => {} });
export const useThemeMode = () => useContext(ThemeContext);

const DARK_QUERY = '(prefers-color-scheme: dark)';
const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

function subscribeSystem(onChange: () => void) {
  const q = darkQuery();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/**
 * The app's theme: the user's choice (light, dark, or the browser's preference) with the system
 * default or dark theme an admin set, when there is one, in place of the built-in light or dark.
 */
export function appTheme(
  wantsDark: boolean,
  system: { default: ThemeConfigJson | null; dark: ThemeConfigJson | null } | undefined,
  systemPrefersDark: boolean,
) {
  const stored = wantsDark ? system?.dark : system?.default;
  if (!stored) return { config: buildTheme(wantsDark), isDark: wantsDark };
  const isDark = jsonIsDark(stored, systemPrefersDark) ?? wantsDark;
  return { config: themeFromJson(stored, wantsDark, systemPrefersDark), isDark };
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(() => readThemeMode());
  const systemDark = useSyncExternalStore(subscribeSystem, () => darkQuery()?.matches ?? false);
  const mine = useGetMyThemeQuery();
  const [saveMode] = usePutMyThemeModeMutation();
  const stored = mine.data?.theme_mode;

  // The choice kept on the server wins over this browser's copy (another browser changed it).
  const [adopted, setAdopted] = useState(stored);
  if (stored !== adopted) {
    setAdopted(stored);
    if (stored) setModeState(stored);
  }
  useEffect(() => {
    if (stored) writeThemeMode(stored);
  }, [stored]);

  // Another tab changed the choice.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_STORAGE_KEY) setModeState(readThemeMode());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const { config: themeConfig, isDark } = useMemo(
    () => appTheme(isDarkMode(mode, systemDark), mine.data, systemDark),
    [mode, systemDark, mine.data],
  );
  // The page behind antd's components (body, scrollbars) follows the theme too.
  useEffect(() => {
    const token = antdTheme.getDesignToken(themeConfig);
    const root = document.documentElement;
    root.style.colorScheme = isDark ? 'dark' : 'light';
    root.dataset.theme = isDark ? 'dark' : 'light';
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [isDark, themeConfig]);

  const signedIn = mine.isSuccess;
  const value = useMemo(
    () => ({
      mode,
      isDark,
      setMode: (m: ThemeMode) => {
        writeThemeMode(m);
        setModeState(m);
        // Kept per user; a failed save still applies the choice to this browser.
        if (signedIn) void saveMode(m).catch(() => undefined);
      },
    }),
    [mode, isDark, signedIn, saveMode],
  );
  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider theme={themeConfig}>{children}</ConfigProvider>
    </ThemeContext.Provider>
  );
}
