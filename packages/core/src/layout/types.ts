/** The dashboard layout tree (Superset's position_json): a flat map of components by id. */
export type ComponentType =
  | 'ROOT'
  | 'GRID'
  | 'HEADER'
  | 'ROW'
  | 'COLUMN'
  | 'TABS'
  | 'TAB'
  | 'CHART'
  | 'MARKDOWN'
  | 'DIVIDER'
  | 'DYNAMIC';

export const COMPONENT_TYPES: readonly ComponentType[] = [
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'TABS',
  'TAB',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'DYNAMIC',
];

export type HeaderSize = 'SMALL_HEADER' | 'MEDIUM_HEADER' | 'LARGE_HEADER';
export type Background = 'BACKGROUND_WHITE' | 'BACKGROUND_TRANSPARENT';

export interface LayoutMeta {
  /** CHART: the slice id. */
  chartId?: number;
  sliceName?: string;
  sliceNameOverride?: string;
  uuid?: string;
  /** Width in grid columns (of GRID_COLUMN_COUNT). */
  width?: number;
  /** Height in grid units (GRID_BASE_UNIT px each). */
  height?: number;
  /** HEADER, TAB text; HEADER_ID holds the dashboard title. */
  text?: string;
  defaultText?: string;
  placeholder?: string;
  /** MARKDOWN source. */
  code?: string;
  headerSize?: HeaderSize;
  background?: Background;
  [key: string]: unknown;
}

export interface LayoutComponent {
  id: string;
  type: ComponentType;
  children: string[];
  /** Ancestor ids from ROOT_ID down to the direct parent. */
  parents: string[];
  meta: LayoutMeta;
}

export type DashboardLayout = Record<string, LayoutComponent>;

/** Where a drop lands relative to the component under the pointer. */
export type DropPosition = 'top' | 'right' | 'bottom' | 'left' | 'forbidden';

/** One end of a drag: a container id, the child index in it and the container type. */
export interface DragLocation {
  id: string;
  index: number;
  type?: ComponentType;
}

/**
 * A finished drag (Superset's dropResult). source.id is NEW_COMPONENTS_SOURCE_ID when a new
 * component is dragged in from the side panel; destination.id ROOT_ID turns the drop into top-level tabs.
 */
export interface DropResult {
  source: DragLocation;
  destination: DragLocation | null;
  dragging: { id: string; type: ComponentType; meta?: LayoutMeta };
  position?: DropPosition | null;
}

/** Result of an edit: the next layout (the same object when nothing changed) and any warning to toast. */
export interface LayoutEdit {
  layout: DashboardLayout;
  changed: boolean;
  warning?: string;
}
