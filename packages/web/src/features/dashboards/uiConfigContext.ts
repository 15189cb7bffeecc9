/** The page's UI flags (uiConfig bit mask, standalone), read once from the URL by the page. */
import { createContext, use } from 'react';
import { parseUiConfig, type DashboardUiConfig } from './uiConfig';

export const UiConfigContext = createContext<DashboardUiConfig>(parseUiConfig(''));
export const useUiConfig = () => use(UiConfigContext);
