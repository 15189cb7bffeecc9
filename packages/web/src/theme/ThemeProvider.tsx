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

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(() => readThemeMode());
  const systemDark = useSyncExternalStore(subscribeSystem, () => darkQuery()?.matches ?? false);
  const isDark = isDarkMode(mode, systemDark);

  // Another tab changed the choice.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_STORAGE_KEY) setModeState(readThemeMode());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const themeConfig = useMemo(() => buildTheme(isDark), [isDark]);
  // The page behind antd's components (body, scrollbars) follows the theme too.
  useEffect(() => {
    const token = antdTheme.getDesignToken(themeConfig);
    const root = document.documentElement;
    root.style.colorScheme = isDark ? 'dark' : 'light';
    root.dataset.theme = isDark ? 'dark' : 'light';
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [isDark, themeConfig]);

  const value = useMemo(
    () => ({
      mode,
      isDark,
      setMode: (m: ThemeMode) => {
        writeThemeMode(m);
        setModeState(m);
      },
    }),
    [mode, isDark],
  );
  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider theme={themeConfig}>{children}</ConfigProvider>
    </ThemeContext.Provider>
  );
}
