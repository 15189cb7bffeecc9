/** Big number with trendline: the number and its change, a sparkline under it. */
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { EChart } from '../shared/EChart.js';
import type { BigNumberProps } from './transformProps.js';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export default function BigNumberChart(props: BigNumberProps & ChartHooks) {
  const { width, height, trendLineOption } = props;
  const chartHeight = trendLineOption ? Math.floor(height * 0.4) : 0;
  const textHeight = height - chartHeight;
  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column' }} className="meridian-big-number">
      <div
        style={{
          height: textHeight,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        <div
          title={props.isFallback ? 'Not up to date' : undefined}
          style={{
            fontSize: Math.max(12, height * props.headerFontSize),
            fontWeight: 600,
            lineHeight: 1.1,
            opacity: props.isFallback ? 0.6 : 1,
          }}
        >
          {props.formattedBigNumber}
        </div>
        {props.subheader && (
          <div style={{ fontSize: Math.max(10, height * props.subheaderFontSize) }}>{props.subheader}</div>
        )}
      </div>
      {trendLineOption && (
        <EChart echarts={echarts} option={trendLineOption} width={width} height={chartHeight} />
      )}
    </div>
  );
}
