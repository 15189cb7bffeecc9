import { createDefaultRegistry } from '@meridian/charts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getVizControls } from '../state/controlState';
import { getFormDataDiffs } from '../state/formDataDiff';
import { AlteredSliceTag, changeRows } from './AlteredSliceTag';

afterEach(cleanup);

const controls = getVizControls(createDefaultRegistry(), 'echarts_timeseries_line');
const saved = {
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  metrics: ['count'],
  row_limit: 100,
};

describe('AlteredSliceTag', () => {
  it('labels changed controls with their control labels', () => {
    const rows = changeRows(
      getFormDataDiffs(saved, { ...saved, metrics: ['sum__sales'], row_limit: 500 }),
      controls,
    );
    expect(rows).toEqual([
      { control: 'Metrics', before: 'count', after: 'sum__sales' },
      { control: 'Row limit', before: '100', after: '500' },
    ]);
  });

  it('shows nothing when unchanged, and "Altered" with the Control / Before / After table otherwise', async () => {
    const { rerender } = render(<AlteredSliceTag diffs={{}} controls={controls} />);
    expect(screen.queryByText('Altered')).toBeNull();
    rerender(
      <AlteredSliceTag
        diffs={getFormDataDiffs(saved, { ...saved, metrics: ['sum__sales'] })}
        controls={controls}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByText('Altered'));
      await Promise.resolve();
    });
    expect(screen.getByText('Chart changes')).toBeTruthy();
    for (const text of ['Control', 'Before', 'After', 'Metrics', 'count', 'sum__sales'])
      expect(screen.getByText(text)).toBeTruthy();
  });
});
