/**
 * A thin ECharts host: init on a div, setOption on change, resize with the given size, dispose on
 * unmount. Callers pass the echarts/core module with only the charts and components they registered,
 * so each chart's bundle carries only what it draws.
 */
import { useEffect, useRef } from 'react';
import type * as echartsCore from 'echarts/core';
import type { EChartsCoreOption, ECharts } from 'echarts/core';

type EChartsCore = typeof echartsCore;

export interface EChartProps {
  echarts: EChartsCore;
  option: EChartsCoreOption;
  width: number;
  height: number;
  /** Called with ECharts' click params (seriesName, name, data, dataIndex…). */
  onClick?: (params: EChartClickParams) => void;
  className?: string;
}

export interface EChartClickParams {
  componentType?: string;
  seriesName?: string;
  seriesIndex?: number;
  name?: string;
  dataIndex?: number;
  data?: unknown;
  value?: unknown;
}

export function EChart({ echarts, option, width, height, onClick, className }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const click = useRef(onClick);
  useEffect(() => {
    click.current = onClick;
  });

  useEffect(() => {
    if (!ref.current) return undefined;
    const instance = echarts.init(ref.current, undefined, { renderer: 'canvas', width, height });
    chart.current = instance;
    instance.on('click', (params) => click.current?.(params as EChartClickParams));
    return () => {
      instance.dispose();
      chart.current = null;
    };
    // Initialised once per mount; size and option changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [echarts]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  return <div ref={ref} className={className} style={{ width, height }} />;
}
