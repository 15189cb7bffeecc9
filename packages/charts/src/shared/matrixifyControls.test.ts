import { describe, expect, it } from 'vitest';
import { resolveControls, validateControls, getControlDefaults } from '../sdk/controls.js';
import { sharedControls } from '../sdk/sharedControls.js';
import { MATRIXIFY_SECTIONS, withMatrixifySections } from './matrixifyControls.js';

const panel = withMatrixifySections('pie', { sections: [] });
const controls = resolveControls(panel, sharedControls);
const errorsOf = (fd: Record<string, unknown>) =>
  validateControls(controls, { form_data: { viz_type: 'pie', datasource: '1__table', ...fd } });

describe('Matrixify controls', () => {
  it('are added to every chart type but the tables, on their own tab', () => {
    expect(panel.sections).toHaveLength(MATRIXIFY_SECTIONS.length);
    expect(panel.sections.every((s) => s.tabOverride === 'matrixify')).toBe(true);
    for (const viz of ['table', 'ag-grid-table', 'pivot_table_v2', 'time_table', 'time_pivot'])
      expect(withMatrixifySections(viz, { sections: [] }).sections).toHaveLength(0);
  });

  it('start with the spec defaults', () => {
    expect(getControlDefaults(controls)).toMatchObject({
      matrixify_enable: false,
      matrixify_mode_rows: 'disabled',
      matrixify_mode_columns: 'disabled',
      matrixify_row_height: 300,
      matrixify_charts_per_row: 4,
      matrixify_topn_value_rows: 10,
      matrixify_topn_order_rows: true,
      matrixify_dimension_selection_mode_columns: 'members',
    });
    const perRow = controls.find((c) => c.name === 'matrixify_charts_per_row')!.config.choices!;
    expect(perRow.map(([v]) => v)).toEqual([1, 2, 3, 4, 5, 6, 8, 10, 12]);
  });

  it('require a dimension in dimension mode, and the top-N value and metric in top-N mode', () => {
    expect(errorsOf({ matrixify_enable: false, matrixify_mode_rows: 'dimensions' })).toEqual({});
    expect(errorsOf({ matrixify_enable: true, matrixify_mode_rows: 'dimensions' })).toEqual({
      matrixify_dimension_rows: ['Dimension is required'],
    });
    expect(
      errorsOf({
        matrixify_enable: true,
        matrixify_mode_columns: 'dimensions',
        matrixify_dimension_columns: { dimension: '', values: [] },
        matrixify_dimension_selection_mode_columns: 'topn',
        matrixify_topn_value_columns: null,
      }),
    ).toEqual({
      matrixify_dimension_columns: ['Dimension is required'],
      matrixify_topn_value_columns: ['cannot be empty'],
      matrixify_topn_metric_columns: ['cannot be empty'],
    });
    expect(
      errorsOf({
        matrixify_enable: true,
        matrixify_mode_rows: 'dimensions',
        matrixify_dimension_rows: { dimension: 'country', values: ['FR'] },
      }),
    ).toEqual({});
  });

  it('offer metrics on one axis only', () => {
    const mode = controls.find((c) => c.name === 'matrixify_mode_rows')!.config;
    const state = {
      form_data: { viz_type: 'pie', datasource: '1__table', matrixify_mode_columns: 'metrics' },
    };
    expect(mode.mapStateToProps!(state).choices!.map(([v]) => v)).toEqual(['disabled', 'dimensions']);
  });
});
