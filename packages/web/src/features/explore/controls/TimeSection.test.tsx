/**
 * Superset's legacy Time section in explore (world map): the time column picker lists only temporal
 * columns and defaults to the dataset's main datetime column; the time range picker sits under it.
 * Charts with an x-axis keep their saved form data: no time column is added to them.
 */
import { createDefaultRegistry } from '@meridian/charts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExploreDataset } from '../../../api/explore';
import { getPanelSections, getVizControls } from '../state/controlState';
import { applyDatasetDefaults } from '../state/vizTransition';
import { Control } from './Control';

afterEach(cleanup);

const registry = createDefaultRegistry();
const dataset: ExploreDataset = {
  id: 1,
  table_name: 'cleaned_sales_data',
  main_dttm_col: 'shipped_date',
  columns: [
    { column_name: 'order_date', is_dttm: true },
    { column_name: 'shipped_date', is_dttm: true },
    { column_name: 'country', is_dttm: false },
  ],
  metrics: [],
};

describe('the Time section', () => {
  it('renders the time column (temporal columns, main datetime column by default) and the time range', () => {
    const controls = getVizControls(registry, 'world_map')!;
    const formData = applyDatasetDefaults(
      controls,
      { viz_type: 'world_map', datasource: '1__table' },
      dataset,
      true,
    );
    expect(formData.granularity_sqla).toBe('shipped_date');
    // The section's time range is the time filter: none is added to the filters.
    expect(formData.adhoc_filters).toBeUndefined();
    const panelState = { form_data: { ...formData, time_range: 'No filter' }, datasource: dataset };
    const time = getPanelSections(controls, panelState).find((s) => s.label === 'Time')!;
    expect(time.rows.map((row) => row.map((c) => c.name))).toEqual([['granularity_sqla'], ['time_range']]);
    const set: [string, unknown][] = [];
    render(
      <div data-test="time">
        {time.rows.flat().map((control) => (
          <Control
            key={control.name}
            control={control}
            panelState={panelState}
            dataset={dataset}
            errors={undefined}
            setControl={(name, value) => set.push([name, value])}
          />
        ))}
      </div>,
    );
    expect(screen.getByText('Time column')).toBeTruthy();
    expect(screen.getByText('Time range')).toBeTruthy();
    expect(screen.getByText('No filter')).toBeTruthy();
    const select = document.querySelector('[data-test="select-granularity_sqla"]')!;
    expect(within(select as HTMLElement).getByText('shipped_date')).toBeTruthy();
    fireEvent.mouseDown(select.querySelector('.ant-select-selector, [role="combobox"]') ?? select);
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(options).toEqual(['order_date', 'shipped_date']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="order_date"]')!);
    expect(set).toEqual([['granularity_sqla', 'order_date']]);
  });

  it('leaves x-axis charts as saved (no time column added)', () => {
    const bar = getVizControls(registry, 'echarts_timeseries_bar')!;
    const saved = applyDatasetDefaults(
      bar,
      { viz_type: 'echarts_timeseries_bar', datasource: '1__table', x_axis: 'order_date' },
      dataset,
      false,
    );
    expect(saved).toEqual({
      viz_type: 'echarts_timeseries_bar',
      datasource: '1__table',
      x_axis: 'order_date',
    });
  });
});
