/** Big number with trendline: the number and its change, a sparkline under it. */
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { bigNumberContextMenu } from '../shared/contextMenu.js';
import { BigNumberChartText } from '../shared/BigNumberText.js';
import { EChart } from '../shared/EChart.js';
import type { BigNumberProps } from './transformProps.js';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export default function BigNumberChart(props: BigNumberProps & ChartHooks) {
  const { width, height, trendLineOption } = props;
  const chartHeight = trendLineOption ? Math.floor(height * 0.4) : 0;
  return (
    <div
      style={{ width, height, display: 'flex', flexDirection: 'column' }}
      className="meridian-big-number"
      onContextMenu={bigNumberContextMenu(props.onContextMenu)}
    >
      <BigNumberChartText chart={props} height={height - chartHeight} />
      {trendLineOption && (
        <EChart echarts={echarts} option={trendLineOption} width={width} height={chartHeight} />
      )}
    </div>
  );
}
