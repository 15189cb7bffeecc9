/** The big number's sparkline: the metric over time as an ECharts line with a fading area. */
import { escapeHtml } from '../shared/escapeHtml.js';

export interface TrendLineStyle {
  mainColor: string;
  /** Start the y axis at zero (else it fits the values). */
  atZero: boolean;
  format: (n: number | null) => string;
  timeFormat: (t: number) => string;
}

export function trendLineOption(
  points: [number, number | null][],
  { mainColor, atZero, format, timeFormat }: TrendLineStyle,
): Record<string, unknown> {
  return {
    animation: false,
    grid: { left: 0, right: 0, top: 4, bottom: 0 },
    xAxis: { type: 'time', show: false },
    yAxis: { type: 'value', show: false, scale: !atZero, ...(atZero ? { min: 0 } : {}) },
    tooltip: {
      trigger: 'axis',
      formatter: (params: { value: [number, number | null] }[]) => {
        const [t, v] = params[0]?.value ?? [0, null];
        // HTML: a time format's literal text and an invalid number format come back as written.
        return escapeHtml(`${timeFormat(t)}: ${format(v)}`);
      },
    },
    series: [
      {
        type: 'line',
        data: points,
        showSymbol: false,
        connectNulls: false,
        lineStyle: { color: mainColor, width: 2 },
        itemStyle: { color: mainColor },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: mainColor },
              { offset: 1, color: 'rgba(255, 255, 255, 0)' },
            ],
          },
          opacity: 0.4,
        },
      },
    ],
  };
}
