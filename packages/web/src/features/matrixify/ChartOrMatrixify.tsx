/**
 * Where explore and dashboards draw a chart: the chart in its state, or, when its form data turns
 * Matrixify on, the Matrixify grid in its place (each cell a chart of its own, with its own query).
 * Cells get the chart's hooks without the context menu: drilling a cell would drill the whole grid.
 */
import { isMatrixifyActive, type FormData } from '@meridian/charts';
import { Suspense } from 'react';
import { ChartContainer, type ChartContainerProps } from '../../components/ChartRenderer';
import { lazyNamed } from '../../components/lazyNamed';

// Only charts with Matrixify on load the grid (and its controls' code).
const MatrixifyGrid = lazyNamed(() => import('./MatrixifyGrid'), 'MatrixifyGrid');

export interface ChartOrMatrixifyProps extends ChartContainerProps {
  /** The chart's form data as Matrixify reads it (with the dashboard's filters); null before it loads. */
  grid: FormData | null;
}

export function ChartOrMatrixify({ grid, ...props }: ChartOrMatrixifyProps) {
  if (!grid || !isMatrixifyActive(grid)) return <ChartContainer {...props} />;
  const { onContextMenu: _drill, ...cellHooks } = props.hooks ?? {};
  return (
    <Suspense fallback={null}>
      <MatrixifyGrid
        formData={grid}
        width={props.width}
        height={props.height}
        datasource={props.datasource}
        hooks={cellHooks}
      />
    </Suspense>
  );
}
