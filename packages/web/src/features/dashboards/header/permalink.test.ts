import { describe, expect, it } from 'vitest';
import { dashboardPermalinkState, permalinkUrlParams } from './permalink';

describe('permalinkUrlParams', () => {
  it('shares the query string without the edit flag', () => {
    expect(permalinkUrlParams('?edit=true&standalone=1&native_filters_key=abc')).toEqual([
      ['standalone', '1'],
      ['native_filters_key', 'abc'],
    ]);
  });
});

describe('dashboardPermalinkState', () => {
  it('stores the masks, active tabs and an anchor naming a layout component', async () => {
    const { makeDashboardStore } = await import('../state/store');
    const { layoutHydrated } = await import('../state/dashboardLayout');
    const { dashboardStateActions } = await import('../state/dashboardState');
    const { dataMaskActions } = await import('../state/dataMask');
    const { buildDefaultLayout } = await import('@meridian/core');
    const store = makeDashboardStore();
    const layout = buildDefaultLayout([{ id: 4 }]);
    store.dispatch(layoutHydrated(layout));
    store.dispatch(dashboardStateActions.setActiveTabs(['TAB-x']));
    const mask = { extraFormData: { filters: [{ col: 'a', op: 'IN' as const, val: [1] }] } };
    store.dispatch(dataMaskActions.dataMaskUpdated({ id: '4', mask }));
    const chartId = Object.keys(layout).find((id) => id.startsWith('CHART-'))!;
    const state = dashboardPermalinkState(store.getState(), {
      search: '?edit=true&native_filters_key=k&standalone=1',
      hash: `#${chartId}`,
    });
    expect(state).toEqual({
      urlParams: [['standalone', '1']],
      dataMask: { '4': { ...mask, id: '4' } },
      activeTabs: ['TAB-x'],
      anchor: chartId,
    });
    expect(dashboardPermalinkState(store.getState(), { search: '', hash: '#nope' })).not.toHaveProperty(
      'anchor',
    );
    expect(dashboardPermalinkState(null, { search: '?a=1', hash: '' })).toEqual({ urlParams: [['a', '1']] });
  });
});
