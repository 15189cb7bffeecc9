/** A registry of chart plugins: an instance (passed by React context), never a module global. */
import type { ChartPlugin } from './plugin.js';

export class ChartRegistry {
  private readonly plugins = new Map<string, ChartPlugin>();

  register(plugin: ChartPlugin): this {
    if (this.plugins.has(plugin.vizType))
      throw new Error(`Chart type ${plugin.vizType} is already registered`);
    this.plugins.set(plugin.vizType, plugin);
    return this;
  }

  get(vizType: string): ChartPlugin | undefined {
    return this.plugins.get(vizType);
  }

  has(vizType: string): boolean {
    return this.plugins.has(vizType);
  }

  /** Registered types in registration order. */
  keys(): string[] {
    return [...this.plugins.keys()];
  }
}
