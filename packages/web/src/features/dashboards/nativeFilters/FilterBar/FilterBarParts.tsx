/** Pieces both filter bars (horizontal and vertical) render. */
import { PlusOutlined } from '@ant-design/icons';
import type { FilterBarOrientation, FilterConfigItem } from '@meridian/core';
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

interface FilterItemsProps {
  items: FilterConfigItem[];
  bar: FilterBarModel;
  width: number;
  disabled?: boolean;
  orientation?: FilterBarOrientation;
}

/** Filters in a row (the horizontal bar) or stacked (the vertical bar, "More filters", out of scope). */
export function FilterItems({ items, bar, width, disabled, orientation = 'VERTICAL' }: FilterItemsProps) {
  return (
    <>
      {items.map((item) => (
        <FilterItem
          key={item.id}
          item={item}
          bar={bar}
          orientation={orientation}
          width={width}
          disabled={disabled}
        />
      ))}
    </>
  );
}
