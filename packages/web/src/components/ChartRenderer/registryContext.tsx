/**
 * The chart registry, provided by React context (never a module global). The app providers create
 * one source per app; the plugins' code is downloaded the first time a page asks for the registry,
 * so pages without charts (and the sign-in page) do not ship it.
 */
import type { ChartRegistry } from '@meridian/charts';
import { createContext, use, type ReactNode } from 'react';
import { tracked } from './trackedPromise';

export interface ChartRegistrySource {
  /** The same promise on every call. */
  get(): Promise<ChartRegistry>;
}

/** A source that builds its registry once, on first use (once built, `use` reads it without suspending). */
export function createRegistrySource(load: () => Promise<ChartRegistry>): ChartRegistrySource {
  let registry: Promise<ChartRegistry> | null = null;
  return {
    get() {
      registry ??= tracked(load());
      return registry;
    },
  };
}

/** Every built-in chart type, loaded lazily. */
export const createDefaultRegistrySource = (): ChartRegistrySource =>
  createRegistrySource(() => import('@meridian/charts').then((m) => m.createDefaultRegistry()));

/** A source around an existing registry (tests, embedding). */
export const staticRegistrySource = (registry: ChartRegistry): ChartRegistrySource => {
  const ready = Object.assign(Promise.resolve(registry), { status: 'fulfilled', value: registry });
  return { get: () => ready };
};

const ChartRegistryContext = createContext<ChartRegistrySource | null>(null);

export function ChartRegistryProvider({
  source,
  children,
}: {
  source: ChartRegistrySource;
  children: ReactNode;
}) {
  return <ChartRegistryContext.Provider value={source}>{children}</ChartRegistryContext.Provider>;
}

/** The registry source, for code that must not suspend (null outside a provider). */
export const useChartRegistrySource = () => use(ChartRegistryContext);

/** The registry; suspends while it loads. Throws outside a ChartRegistryProvider. */
export function useChartRegistry(): ChartRegistry {
  const source = use(ChartRegistryContext);
  if (!source) throw new Error('useChartRegistry needs a ChartRegistryProvider');
  return use(source.get());
}
