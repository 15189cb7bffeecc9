/** Apply and "Clear all" of the bar. */
import { Button, theme } from 'antd';
import type { FilterBarModel } from './useFilterBar';

export function FilterBarActions({ bar, horizontal }: { bar: FilterBarModel; horizontal?: boolean }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', gap: token.marginXS, flexDirection: horizontal ? 'row' : 'row-reverse' }}>
      <Button
        type="primary"
        size={horizontal ? 'middle' : 'middle'}
        data-test="filter-bar-apply"
        disabled={!bar.canApply}
        onClick={() => bar.apply()}
        style={horizontal ? undefined : { flex: 1 }}
      >
        Apply filters
      </Button>
      <Button
        data-test="filter-bar-clear-all"
        disabled={!bar.canClear}
        onClick={bar.clearAll}
        style={horizontal ? undefined : { flex: 1 }}
      >
        Clear all
      </Button>
    </div>
  );
}
