/**
 * Dashboard layout tree (position_json) and its pure operations. Every operation returns a new
 * layout (unchanged components keep their identity; the same object when nothing changed) with
 * `parents` kept up to date.
 *
 * Types: ComponentType, LayoutComponent {id,type,children,parents,meta}, LayoutMeta, DashboardLayout
 *   (Record<id, LayoutComponent>), DropPosition ('top'|'right'|'bottom'|'left'|'forbidden'),
 *   DropResult {source,destination,dragging,position}, LayoutEdit {layout, changed, warning?},
 *   FilterScope {rootPath, excluded}.
 * Constants: ROOT_ID, GRID_ID, HEADER_ID, NEW_COMPONENTS_SOURCE_ID, GRID_COLUMN_COUNT (12),
 *   GRID_BASE_UNIT (8), GRID_GUTTER_SIZE, GRID_DEFAULT_CHART_WIDTH (4), GRID_DEFAULT_CHART_HEIGHT (50),
 *   GRID_MIN_COLUMN_COUNT, GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS, SMALL/MEDIUM/LARGE_HEADER,
 *   BACKGROUND_WHITE/TRANSPARENT, UNDO_LIMIT (50), UNDO_HISTORY_LIMIT (52, for redux-undo's limit),
 *   DROP_EDGE_DISTANCE (20), DASHBOARD_POSITION_DATA_LIMIT, messages NOT_ENOUGH_SPACE_MESSAGE,
 *   TOP_LEVEL_TABS_MESSAGE, DIFFERENT_FILTER_SCOPE_MESSAGE, UNDO_LIMIT_MESSAGE.
 * Reading/writing: parseLayout(positionJson: unknown) → DashboardLayout (tolerant, {} if unusable);
 *   serializeLayout(layout) → string; exceedsPositionDataLimit(layout); buildDefaultLayout(charts?, title?).
 * Creating: newComponent(type, meta?, parents?, id?); newComponentId(type); chartComponentId(sliceId, layout);
 *   newChartComponent({chartId, sliceName?, uuid?}, layout).
 * Tree: findParentId(layout, id); updateParents(layout); subtreeIds(layout, id); componentDepth(layout, id);
 *   topLevelTabs(layout); isSelfOrDescendant(layout, id, ancestorId).
 * Rules: isValidChild(parentType, parentDepth, childType); shouldWrapInRow(parentType, childType);
 *   isResizable(type); getDropPosition(dragging {id,type}, target: DropTarget, pointer?, rect?) →
 *   DropPosition | null; dropTargetFor(layout, targetId, isDraggingOverShallow?) → DropTarget;
 *   defaultOrientation(component, parent?); dropResultFor(layout, dragging, targetId, position) → DropResult.
 * Editing: applyDrop(layout, dropResult) → LayoutEdit (create/move/top-level tabs, fits width, wraps
 *   in ROW, removes emptied ROW/TABS, warns); createComponent / moveComponent(layout, dropResult);
 *   deleteComponent(layout, id); resizeComponent(layout, id, {width?, height?}) → LayoutEdit;
 *   createTopLevelTabs(layout, tabsId?); deleteTopLevelTabs(layout); updateComponentMeta(layout, id, patch);
 *   renameComponent(layout, id, text); setDashboardTitle(layout, title).
 * Widths: detailedWidth(layout, component); widthFromDrop(layout, dropResult); dropOverflowsParent(...);
 *   availableWidth(layout, id).
 * Charts: chartComponents(layout, rootId?); chartIdsInLayout(layout, rootId?) (a TAB id → its charts);
 *   chartsInScope(layout, scope, chartIds?); tabsInScope(layout, chartIds); addChartToLayout(layout, {chartId, sliceName?, uuid?}).
 */
export * from './types.js';
export * from './constants.js';
export * from './ids.js';
export * from './factory.js';
export * from './tree.js';
export * from './parse.js';
export * from './defaultLayout.js';
export * from './validChild.js';
export * from './dropPosition.js';
export * from './dropResult.js';
export * from './width.js';
export * from './drop.js';
export * from './delete.js';
export * from './resize.js';
export * from './tabs.js';
export * from './meta.js';
export * from './charts.js';
