/** The parts both calendar heatmap layouts hand back, and what they are drawn from. */
import type { BlockLayout } from './layout.js';

/** One metric's cells: [bucket start (epoch ms), value]. */
export interface MetricCells {
  label: string;
  /** Title shown above the metric's calendars. */
  title: string;
  cells: [number, number][];
}

export interface OptionParts {
  /** calendar, or grid + axes. */
  components: Record<string, unknown>;
  series: Record<string, unknown>[];
  /** Per metric: where its title and legend go, and its series indexes. */
  blocks: (BlockLayout & { seriesIndex: number[] })[];
  /** The height the blocks take. */
  height: number;
}
