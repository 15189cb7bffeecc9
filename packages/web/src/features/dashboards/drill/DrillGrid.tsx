/** The rows table both drill modals show (drill to detail, drill by's Table mode). */
import { Spin, theme } from 'antd';
import { Suspense, useMemo } from 'react';
import type { GridColumn } from '../../../components/DataGrid/gridData';
import { lazyNamed } from '../../../components/lazyNamed';

// AG Grid loads only when rows are shown.
const DataGrid = lazyNamed(() => import('../../../components/DataGrid/DataGrid'), 'DataGrid');

/** The spinner shown while rows (or the grid's code) load. */
export function DrillSpin() {
  const { token } = theme.useToken();
  return <Spin style={{ display: 'block', margin: token.marginLG }} />;
}

/** The grid's columns from an answer's names and types. */
export function useGridColumns(
  colnames: readonly string[] | undefined,
  coltypes: readonly (number | null)[] | undefined,
): GridColumn[] {
  return useMemo(
    () => (colnames ?? []).map((name, i) => ({ name, type: coltypes?.[i] ?? null })),
    [colnames, coltypes],
  );
}

interface DrillGridProps {
  columns: GridColumn[];
  rows: Record<string, unknown>[];
  height: number;
  filename: string;
  'data-test': string;
}

export function DrillGrid(props: DrillGridProps) {
  return (
    <Suspense fallback={<DrillSpin />}>
      <DataGrid {...props} />
    </Suspense>
  );
}
