import { Button, theme } from 'antd';
import type { BulkAction } from './types';

export interface BulkSelectControlsProps<T> {
  selected: T[];
  pageRowCount: number;
  actions: BulkAction<T>[];
  onSelectAll: () => void;
  onDeselectAll: () => void;
}

/** "N Selected", select/deselect all, and the bulk actions, shown above the table in bulk mode. */
export function BulkSelectControls<T>({
  selected,
  pageRowCount,
  actions,
  onSelectAll,
  onDeselectAll,
}: BulkSelectControlsProps<T>) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="bulk-select-controls"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: `${token.paddingXS}px ${token.padding}px`,
        background: token.colorPrimaryBg,
        borderRadius: token.borderRadius,
        marginBottom: token.marginSM,
      }}
    >
      <span data-test="bulk-select-copy">{selected.length} Selected</span>
      {selected.length < pageRowCount && (
        <Button type="link" size="small" onClick={onSelectAll} data-test="bulk-select-all">
          Select all {pageRowCount}
        </Button>
      )}
      {selected.length > 0 && (
        <>
          <Button type="link" size="small" onClick={onDeselectAll} data-test="bulk-select-deselect-all">
            Deselect all
          </Button>
          {actions.map((a) => (
            <Button
              key={a.key}
              size="small"
              type={a.type === 'primary' ? 'primary' : 'default'}
              danger={a.type === 'danger'}
              data-test="bulk-select-action"
              data-action={a.key}
              onClick={() => a.onSelect(selected)}
            >
              {a.name}
            </Button>
          ))}
        </>
      )}
    </div>
  );
}
