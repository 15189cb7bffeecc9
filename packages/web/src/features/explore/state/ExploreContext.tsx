import { createContext, use, type ReactNode } from 'react';
import type { ExploreController } from './useExplore';

const Ctx = createContext<ExploreController | null>(null);

export function ExploreProvider({ value, children }: { value: ExploreController; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The explore controller of the page (state, chart, actions). */
export function useExploreController(): ExploreController {
  const value = use(Ctx);
  if (!value) throw new Error('useExploreController needs an ExploreProvider');
  return value;
}
