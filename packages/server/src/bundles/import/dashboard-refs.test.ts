import { describe, expect, it } from 'vitest';
import { rewriteMetadata, rewritePosition } from './dashboard-refs.js';

const A = '11111111-1111-1111-1111-111111111111';
const B = '22222222-2222-2222-2222-222222222222';
const DATASET = '33333333-3333-3333-3333-333333333333';
const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  'CHART-a': { id: 'CHART-a', type: 'CHART', children: [], meta: { chartId: 7, uuid: A } },
  'CHART-b': { id: 'CHART-b', type: 'CHART', children: [], meta: { chartId: 8, uuid: B } },
};
const ids = {
  chart: (uuid: string) => ({ [A]: 101, [B]: 102 })[uuid],
  dataset: (uuid: string) => (uuid === DATASET ? 55 : undefined),
};

describe('a bundle dashboard rewritten to this server ids', () => {
  it('sets each CHART node chartId from its uuid', () => {
    const next = rewritePosition(position, ids.chart) as Record<string, any>;
    expect(next['CHART-a'].meta).toEqual({ chartId: 101, uuid: A });
    expect(next['CHART-b'].meta).toEqual({ chartId: 102, uuid: B });
    expect(position['CHART-a'].meta.chartId).toBe(7);
  });

  it('maps the exporter chart ids, uuid-keyed chart configuration and native filter datasets', () => {
    const metadata = {
      show_native_filters: true,
      timed_refresh_immune_slices: [7],
      expanded_slices: { '8': true },
      default_filters: JSON.stringify({ '7': { region: ['x'] }, '99': {} }),
      chart_configuration: { [A]: { id: A, crossFilters: { scope: 'global', chartsInScope: [8] } } },
      global_chart_configuration: { chartsInScope: [7, 8] },
      native_filter_configuration: [
        { id: 'F', targets: [{ datasetUuid: DATASET, column: { name: 'c' } }], scope: { excluded: [8] } },
        { id: 'G', targets: [{}] },
      ],
    };
    const next = rewriteMetadata({ metadata, position }, ids) as Record<string, any>;
    expect(next).not.toHaveProperty('show_native_filters');
    expect(next.timed_refresh_immune_slices).toEqual([101]);
    expect(next.expanded_slices).toEqual({ '102': true });
    expect(JSON.parse(next.default_filters)).toEqual({ '101': { region: ['x'] } });
    expect(next.chart_configuration).toEqual({
      '101': { id: 101, crossFilters: { scope: 'global', chartsInScope: [102] } },
    });
    expect(next.global_chart_configuration.chartsInScope).toEqual([101, 102]);
    expect(next.native_filter_configuration[0].targets).toEqual([{ datasetId: 55, column: { name: 'c' } }]);
    expect(next.native_filter_configuration[0].scope.excluded).toEqual([102]);
    expect(next.native_filter_configuration[1].targets).toEqual([{}]);
  });
});
