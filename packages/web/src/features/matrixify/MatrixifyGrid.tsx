/**
 * A Matrixify chart (Superset's MatrixifyGridRenderer): the same chart split by row and column
 * members or metrics, drawn as a scrolling grid with column headers on top and row labels on the
 * left. Rows are `matrixify_row_height` tall; with "Fit columns dynamically" off, a row wraps after
 * `matrixify_charts_per_row` cells. Each cell queries only once it is in view. An incomplete
 * configuration shows what is missing instead.
 */
import {
  generateMatrixifyGrid,
  getMatrixifyConfig,
  getMatrixifyValidationErrors,
  matrixifyLayout,
  type ChartDatasource,
  type ChartHooks,
  type FormData,
  type MatrixifyGrid as Grid,
  type MatrixifyLayout,
} from '@meridian/charts';
import { theme } from 'antd';
import { Fragment, useMemo, type CSSProperties } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { MatrixifyCell } from './MatrixifyCell';
import { useAxisEntries } from './useAxisEntries';

const HEADER_SIZE = 24;
const GAP = 8;

export interface MatrixifyGridProps {
  formData: FormData;
  width: number;
  height: number;
  datasource?: ChartDatasource | undefined;
  hooks?: ChartHooks | undefined;
}

function Header({ text, vertical }: { text: string; vertical?: boolean }) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    background: token.colorFillAlter,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    fontSize: token.fontSizeSM,
    fontWeight: token.fontWeightStrong,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    ...(vertical
      ? { writingMode: 'vertical-rl', transform: 'rotate(180deg)', padding: `${token.paddingXS}px 2px` }
      : { height: HEADER_SIZE, padding: `0 ${token.paddingXS}px` }),
  };
  return (
    <div data-test={vertical ? 'matrixify-row-header' : 'matrixify-col-header'} title={text} style={style}>
      {text}
    </div>
  );
}

/** One row of cells, in groups of `columnsPerLine` (one group when columns fit dynamically). */
function GridRow({
  grid,
  row,
  layout,
  props,
}: {
  grid: Grid;
  row: number;
  layout: MatrixifyLayout;
  props: MatrixifyGridProps;
}) {
  const per = layout.columnsPerLine;
  const groups: number[] = [];
  for (let start = 0; start < grid.colHeaders.length; start += per) groups.push(start);
  const template = `${layout.showRowLabels ? `${HEADER_SIZE}px ` : ''}repeat(${per}, minmax(0, 1fr))`;
  return (
    <div data-test="matrixify-row" style={{ display: 'grid', gap: GAP }}>
      {groups.map((start, g) => {
        const cells = grid.cells[row]!.slice(start, start + per);
        // Headers above every group when rows wrap, else above the first row only.
        const headers = layout.showColumnHeaders && (groups.length > 1 || row === 0);
        return (
          <div key={start} style={{ display: 'grid', gridTemplateColumns: template, gap: GAP }}>
            {headers && (
              <>
                {layout.showRowLabels && <div />}
                {cells.map((c) => (
                  <Header key={c.id} text={c.colLabel} />
                ))}
                {Array.from({ length: per - cells.length }, (_, i) => (
                  <div key={`pad-${i}`} />
                ))}
              </>
            )}
            {layout.showRowLabels && (g === 0 ? <Header text={grid.rowHeaders[row]!} vertical /> : <div />)}
            {cells.map((c) => (
              <MatrixifyCell
                key={c.id}
                cell={c}
                height={layout.rowHeight}
                datasource={props.datasource}
                hooks={props.hooks}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

export function MatrixifyGrid(props: MatrixifyGridProps) {
  const { formData, width, height } = props;
  const { token } = theme.useToken();
  const config = useMemo(() => getMatrixifyConfig(formData), [formData]);
  const errors = useMemo(() => (config ? getMatrixifyValidationErrors(config) : []), [config]);
  const entries = useAxisEntries(formData, config && errors.length === 0 ? config : null);
  const grid = useMemo(
    () =>
      config && entries.status === 'ready' && errors.length === 0
        ? generateMatrixifyGrid(formData, config, entries)
        : null,
    [config, entries, errors, formData],
  );
  const frame: CSSProperties = {
    width: width || '100%',
    height,
    overflow: 'auto',
    padding: token.paddingXXS,
  };

  if (!config) return null;
  if (errors.length)
    return (
      <div data-test="matrixify-grid" data-state="invalid" style={frame}>
        <EmptyState
          data-test="matrixify-errors"
          image="chart"
          size="small"
          title="Complete the Matrixify configuration"
          description={
            <>
              {errors.map((e) => (
                <div key={e}>{e}</div>
              ))}
            </>
          }
        />
      </div>
    );
  if (entries.status === 'failed')
    return (
      <div data-test="matrixify-grid" data-state="failed" style={frame}>
        <ErrorPanel title="The Matrixify members could not be loaded" message={entries.message} />
      </div>
    );
  if (!grid)
    return (
      <div data-test="matrixify-grid" data-state="loading" style={frame}>
        <Loading />
      </div>
    );
  // A top-N axis that found no member leaves nothing to split by (not an unsplit chart).
  const empty =
    entries.status === 'ready' &&
    ((config.rows.mode !== 'disabled' && entries.rows.length === 0) ||
      (config.columns.mode !== 'disabled' && entries.columns.length === 0));
  const layout = matrixifyLayout(formData, config, grid.colHeaders.length);
  return (
    <div
      data-test="matrixify-grid"
      data-state="ready"
      data-rows={grid.rowHeaders.length}
      data-columns={grid.colHeaders.length}
      style={{ ...frame, display: 'flex', flexDirection: 'column', gap: GAP }}
    >
      {empty ? (
        <EmptyState
          data-test="matrixify-no-members"
          image="chart"
          size="small"
          title="No members to split by"
        />
      ) : (
        grid.rowHeaders.map((_, row) => (
          <Fragment key={row}>
            <GridRow grid={grid} row={row} layout={layout} props={props} />
          </Fragment>
        ))
      )}
    </div>
  );
}
