import { describe, expect, it, vi } from 'vitest';
import { echartContextMenu, toggleCrossFilter } from './echartInteractions.js';

describe('toggleCrossFilter', () => {
  const labelMap = { 'Classic Cars': ['Classic Cars'], Ships: ['Ships'] };

  it('selects the clicked label, then clears it on a second click', () => {
    const setDataMask = vi.fn();
    const onDataClick = vi.fn();
    toggleCrossFilter({ setDataMask, onDataClick }, ['product_line'], labelMap, 'Ships');
    const mask = setDataMask.mock.calls[0]![0];
    expect(mask.extraFormData.filters).toEqual([{ col: 'product_line', op: 'IN', val: ['Ships'] }]);
    expect(onDataClick.mock.calls[0]![0]).toMatchObject({ label: 'Ships', values: ['Ships'] });

    toggleCrossFilter({ setDataMask, filterState: mask.filterState }, ['product_line'], labelMap, 'Ships');
    expect(setDataMask.mock.calls[1]![0].extraFormData.filters).toEqual([]);
  });

  it('does nothing off a labelled point or without dimensions', () => {
    const setDataMask = vi.fn();
    toggleCrossFilter({ setDataMask }, ['product_line'], labelMap, undefined);
    toggleCrossFilter({ setDataMask }, [], labelMap, 'Ships');
    expect(setDataMask).not.toHaveBeenCalled();
  });
});

describe('echartContextMenu', () => {
  it('is undefined without a hook and passes position, filters and label through', () => {
    expect(echartContextMenu(undefined, () => ({ filters: [], label: '' }))).toBeUndefined();
    const hook = vi.fn();
    const handler = echartContextMenu(hook, (p) => ({ filters: [], label: p?.name ?? 'none' }));
    handler?.({ name: 'Ships' }, { clientX: 3, clientY: 4 });
    handler?.(null, { clientX: 5, clientY: 6 });
    expect(hook.mock.calls).toEqual([
      [{ clientX: 3, clientY: 4, filters: [], label: 'Ships' }],
      [{ clientX: 5, clientY: 6, filters: [], label: 'none' }],
    ]);
  });
});
