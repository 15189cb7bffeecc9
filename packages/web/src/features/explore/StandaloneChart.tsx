/**
 * Explore with ?standalone=true: the chart alone, filling the window (Superset's standalone explore),
 * as embeds and the screenshot renderer open it. The renderer waits for the container's data-status.
 */
import { buildChartDatasource } from '@meridian/charts';
import { theme } from 'antd';
import { useMemo } from 'react';
import { ChartContainer, useElementSize } from '../../components/ChartRenderer';
import { useExploreController } from './state/ExploreContext';

export function StandaloneChart() {
  const { token } = theme.useToken();
  const c = useExploreController();
  const [ref, size] = useElementSize<HTMLDivElement>();
  const datasource = useMemo(() => buildChartDatasource(c.state.dataset), [c.state.dataset]);
  return (
    <div
      ref={ref}
      data-test="standalone-chart"
      // Above the page's navigation, which comes back once explore rewrites its URL.
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1100,
        overflow: 'hidden',
        background: token.colorBgContainer,
      }}
    >
      {size.width > 0 && size.height > 0 && (
        <ChartContainer
          source="explore"
          state={c.chart.state}
          formData={c.renderFormData}
          width={size.width}
          height={size.height}
          datasource={datasource}
          onRenderSuccess={c.chart.onRenderSuccess}
          onRenderFailure={c.chart.onRenderFailure}
        />
      )}
    </div>
  );
}
