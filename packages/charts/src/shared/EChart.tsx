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
  /**
   * A right-click anywhere on the chart, with ECharts' params when it hit a data point (else null).
   * When given, the browser's own menu is suppressed.
   */
  onContextMenu?: (params: EChartClickParams | null, event: { clientX: number; clientY: number }) => void;
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

export function EChart({ echarts, option, width, height, onClick, onContextMenu, className }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const click = useRef(onClick);
  // ECharts reports a right-click on a data point before the DOM event reaches this div.
  const pointHit = useRef<EChartClickParams | null>(null);
  useEffect(() => {
    click.current = onClick;
  });

  // The size the instance last laid out at: a resize to the same size would lay it out again.
  const drawnSize = useRef({ width, height });

  useEffect(() => {
    if (!ref.current) return undefined;
    const instance = echarts.init(ref.current, undefined, { renderer: 'canvas', width, height });
    chart.current = instance;
    drawnSize.current = { width, height };
    instance.on('click', (params) => click.current?.(params as EChartClickParams));
    instance.on('contextmenu', (params) => {
      pointHit.current = params;
    });
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
    const drawn = drawnSize.current;
    if (!chart.current || (drawn.width === width && drawn.height === height)) return;
    drawnSize.current = { width, height };
    chart.current.resize({ width, height });
  }, [width, height]);

  return (
    <div
      ref={ref}
      className={className}
      style={{ width, height }}
      onContextMenu={
        onContextMenu
          ? (e) => {
              e.preventDefault();
              const hit = pointHit.current;
              pointHit.current = null;
              onContextMenu(hit, { clientX: e.clientX, clientY: e.clientY });
            }
          : undefined
      }
    />
  );
}
