export { DrillDetailModal, NO_DRILL_ROWS, type DrillDetailModalProps } from './DrillDetailModal';
export { useDrillMenu } from './useDrillMenu';
export { useDrillPermissions, type DrillPermissions } from './useDrillPermissions';
