/** What a chart component receives besides its transformed props: size and interaction hooks. */
import type { OnContextMenu } from '../shared/contextMenu.js';
import type { DataClickEvent, DataMask, SetDataMask } from '../shared/crossFilter.js';

export interface ChartHooks {
  /** A data point was clicked (cross-filter source, drill menus). */
  onDataClick?: (event: DataClickEvent) => void;
  /** Emit a cross-filter; when given, the chart also toggles its own selection. */
  setDataMask?: SetDataMask;
  /** The chart's current cross-filter state, to highlight the selection. */
  filterState?: DataMask['filterState'];
  /**
   * A right-click on the chart (drill menus): where, and the clicked point's dimension values as
   * equality filters (empty off a data point). The chart prevents the browser's own menu when set.
   */
  onContextMenu?: OnContextMenu;
}

export interface ChartSize {
  width: number;
  height: number;
}
