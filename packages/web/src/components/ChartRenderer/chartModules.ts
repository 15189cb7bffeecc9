/**
 * The drawing code of each chart plugin, loaded once per plugin object: the same promise on every
 * render, as `use` needs, and tracked, so a chart whose code is already here draws without suspending.
 */
import type { ChartPlugin } from '@meridian/charts';
import type { ComponentType } from 'react';
import { tracked } from './trackedPromise';

export type ChartComponent = ComponentType<Record<string, unknown>>;

const chartModules = new WeakMap<ChartPlugin, Promise<ChartComponent>>();

export function loadChartComponent(plugin: ChartPlugin): Promise<ChartComponent> {
  let module = chartModules.get(plugin);
  if (!module) {
    module = tracked(plugin.loadChart().then((m) => m.default as ChartComponent));
    chartModules.set(plugin, module);
  }
  return module;
}

/** Starts loading a chart type's drawing code ahead of its first drawing (e.g. while its data loads). */
export const preloadChartComponent = (plugin: ChartPlugin): Promise<unknown> => loadChartComponent(plugin);
