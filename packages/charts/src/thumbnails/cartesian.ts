/** Thumbnails of the charts on x/y axes: the timeseries family, bars, distributions, gantt. */
import { axes, C, circle, line, path, rect } from './svg.js';

const wave = [
  [20, 70],
  [40, 52],
  [60, 60],
  [80, 34],
  [100, 44],
  [120, 24],
  [145, 30],
] as const;
const wave2 = wave.map(([x, y]) => [x, Math.min(84, y + 18)] as const);
const bars = (heights: readonly number[], color: string, x0 = 24, w = 14, gap = 8) =>
  heights.map((h, i) => rect(x0 + i * (w + gap), 86 - h, w, h, color, ' rx="1.5"')).join('');

export const CARTESIAN: Record<string, () => string> = {
  echarts_timeseries: () => axes() + path(line(wave), C.primary) + path(line(wave2), C.gold),
  echarts_timeseries_line: () => axes() + path(line(wave), C.primary) + path(line(wave2), C.gold),
  echarts_timeseries_smooth: () =>
    axes() +
    path('M20 70 C40 40, 60 70, 80 40 S120 20, 145 30', C.primary) +
    path('M20 80 C50 60, 90 80, 145 50', C.gold),
  echarts_timeseries_step: () => axes() + path('M20 70 H45 V50 H70 V60 H95 V32 H120 V40 H145', C.primary),
  echarts_timeseries_bar: () => axes() + bars([30, 48, 38, 60, 44, 68], C.primary),
  echarts_timeseries_scatter: () =>
    axes() +
    [
      [28, 66],
      [44, 50],
      [58, 60],
      [72, 38],
      [88, 46],
      [104, 28],
      [120, 36],
      [136, 20],
      [64, 72],
      [110, 56],
    ]
      .map(([x, y], i) => circle(x!, y!, 3.5, i % 2 ? C.gold : C.primary))
      .join(''),
  echarts_area: () =>
    axes() +
    path(`${line(wave)} L145 86 L20 86 Z`, C.primary, `${C.primary}55`) +
    path(`${line(wave2)} L145 86 L20 86 Z`, C.gold, `${C.gold}55`),
  mixed_timeseries: () =>
    axes() + bars([30, 40, 34, 52, 44, 58], `${C.primary}99`) + path(line(wave), C.gold),
  waterfall: () =>
    axes() +
    [
      rect(24, 46, 16, 40, C.primary),
      rect(46, 30, 16, 16, C.green),
      rect(68, 22, 16, 8, C.green),
      rect(90, 22, 16, 20, C.red),
      rect(112, 42, 16, 10, C.red),
      rect(134, 52, 14, 34, C.primary),
    ].join(''),
  histogram_v2: () => axes() + bars([14, 30, 52, 64, 46, 26, 12], C.primary, 20, 16, 2),
  box_plot: () =>
    axes() +
    [
      [36, 30, 60, 40, 50],
      [76, 22, 50, 30, 40],
      [116, 40, 74, 50, 62],
    ]
      .map(
        ([x, top, bottom, q1, q3]) =>
          path(
            `M${x} ${top} V${q1} M${x} ${q3} V${bottom} M${x! - 6} ${top} H${x! + 6} M${x! - 6} ${bottom} H${x! + 6}`,
            C.text,
            'none',
            1.5,
          ) +
          rect(x! - 10, q1!, 20, q3! - q1!, C.light, ` stroke="${C.primary}" stroke-width="1.5"`) +
          path(`M${x! - 10} ${(q1! + q3!) / 2} H${x! + 10}`, C.primary),
      )
      .join(''),
  bubble_v2: () =>
    axes() +
    [
      circle(40, 62, 9, `${C.primary}aa`),
      circle(72, 44, 15, `${C.gold}aa`),
      circle(108, 56, 7, `${C.green}aa`),
      circle(124, 28, 11, `${C.purple}aa`),
    ].join(''),
  gantt_chart: () =>
    axes() +
    [
      rect(22, 18, 50, 10, C.primary, ' rx="2"'),
      rect(48, 34, 62, 10, C.gold, ' rx="2"'),
      rect(70, 50, 44, 10, C.green, ' rx="2"'),
      rect(100, 66, 44, 10, C.purple, ' rx="2"'),
    ].join(''),
};
