/**
 * One cell of the Matrixify grid: a normal chart of the cell's form data (the grid's chart with the
 * cell's member filters or metric). It asks for its data only once it has come into view, and again
 * when its form data changes after that; until then it is an empty frame.
 */
import type { ChartDatasource, ChartHooks, MatrixifyCell as Cell } from '@meridian/charts';
import { Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { ChartContainer, useChartQuery, useElementSize } from '../../components/ChartRenderer';
import { Loading } from '../../components/Loading';
import { useSeenOnce } from '../dashboards/chart/useInView';

export interface MatrixifyCellProps {
  cell: Cell;
  height: number;
  datasource?: ChartDatasource | undefined;
  hooks?: ChartHooks | undefined;
}

export function MatrixifyCell({ cell, height, datasource, hooks }: MatrixifyCellProps) {
  const { token } = theme.useToken();
  const frame = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(frame);
  const query = useChartQuery();
  const [bodyRef, size] = useElementSize<HTMLDivElement>();
  const { runQuery } = query;
  const key = JSON.stringify(cell.formData);
  const lastRun = useRef<string | null>(null);

  useEffect(() => {
    if (!seen || lastRun.current === key) return;
    lastRun.current = key;
    runQuery(cell.formData);
  }, [seen, key, cell.formData, runQuery]);

  return (
    <div
      ref={frame}
      data-test="matrixify-cell"
      data-cell-id={cell.id}
      data-queried={seen || undefined}
      style={{
        height,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: token.paddingXXS,
        overflow: 'hidden',
      }}
    >
      {cell.title && (
        <Typography.Text
          data-test="matrixify-cell-title"
          strong
          ellipsis={{ tooltip: cell.title }}
          style={{ fontSize: token.fontSizeSM, textAlign: 'center' }}
        >
          {cell.title}
        </Typography.Text>
      )}
      <div ref={bodyRef} style={{ flex: 1, minHeight: 0 }}>
        {seen && (
          <ChartContainer
            state={query.state}
            formData={query.state.queriedFormData}
            datasource={datasource}
            width={size.width}
            height={size.height}
            hooks={hooks}
            onRenderSuccess={query.onRenderSuccess}
            onRenderFailure={query.onRenderFailure}
            placeholder={<Loading />}
          />
        )}
      </div>
    </div>
  );
}
