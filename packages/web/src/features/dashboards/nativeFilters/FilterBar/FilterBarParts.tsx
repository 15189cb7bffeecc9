/** Pieces both filter bars (horizontal and vertical) render. */
import { PlusOutlined } from '@ant-design/icons';
import type { FilterConfigItem } from '@meridian/core';
import { Button } from 'antd';
import { FilterItem } from './FilterItem';
import type { FilterBarModel } from './useFilterBar';

/** "Add/Edit filters": a link button, smaller and left-aligned in the vertical bar. */
export function AddFiltersButton({ onClick, vertical }: { onClick: () => void; vertical?: boolean }) {
  return (
    <Button
      type="link"
      size={vertical ? 'small' : undefined}
      icon={<PlusOutlined />}
      data-test="filter-bar-add"
      onClick={onClick}
      style={vertical ? { alignSelf: 'flex-start', paddingInline: 0 } : { paddingInline: 0 }}
    >
      Add/Edit filters
    </Button>
  );
}

interface FilterItemListProps {
  items: FilterConfigItem[];
  bar: FilterBarModel;
  width: number;
  disabled?: boolean;
}

/** Filters stacked vertically (the vertical bar, "More filters", the out-of-scope sections). */
export function VerticalFilterItems({ items, bar, width, disabled }: FilterItemListProps) {
  return (
    <>
      {items.map((item) => (
        <FilterItem
          key={item.id}
          item={item}
          bar={bar}
          orientation="VERTICAL"
          width={width}
          disabled={disabled}
        />
      ))}
    </>
  );
}
