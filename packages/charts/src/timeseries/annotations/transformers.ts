/**
 * The four annotation kinds as ECharts series (Superset's Timeseries transformers): a formula is a
 * smooth line evaluated at each x; an event a vertical markLine per record; an interval a markArea
 * per record; a time series the other chart's series as extra lines. Each record's label (layer
 * name - title, then descriptions) shows on hover, or always with "Show label".
 */
import { toEpochMs } from '../../shared/chartData.js';
import { compileFormula } from './formula.js';
import {
  extractRecordAnnotations,
  formatAnnotationLabel,
  lineType,
  parseAnnotationOpacity,
  type AnnotationLayerFormData,
} from './layers.js';

export interface AnnotationContext {
  /** The x values of the chart's rows, as drawn (epoch ms on a time axis). */
  xValues: unknown[];
  timeAxis: boolean;
  horizontal: boolean;
  colorOf: (name: string) => string;
  markerSize: number;
  annotationData: Record<string, unknown>;
}

type Series = Record<string, unknown>;
const LABEL_COLOR = '#666666';
const HOVER_BG = '#e8f4f8';

const xOf = (value: unknown, ctx: AnnotationContext) => (ctx.timeAxis ? toEpochMs(value) : value);
const point = (x: unknown, y: unknown, ctx: AnnotationContext) => (ctx.horizontal ? [y, x] : [x, y]);
const axisKey = (ctx: AnnotationContext) => (ctx.horizontal ? 'yAxis' : 'xAxis');

export function transformFormulaAnnotation(layer: AnnotationLayerFormData, ctx: AnnotationContext): Series {
  const formula = compileFormula(typeof layer.value === 'string' ? layer.value : '');
  const xs = [...new Set(ctx.xValues.filter((x): x is number => typeof x === 'number'))].sort(
    (a, b) => a - b,
  );
  return {
    id: layer.name,
    name: layer.name,
    type: 'line',
    smooth: true,
    symbolSize: 0,
    itemStyle: { color: layer.color || ctx.colorOf(layer.name) },
    lineStyle: {
      opacity: parseAnnotationOpacity(layer.opacity),
      type: lineType(layer.style),
      width: layer.width ?? 1,
    },
    data: xs.map((x) => point(x, formula(x), ctx)),
  };
}

/** The label of a mark: always shown with "Show label", else on hover. */
function markLabel(showLabel: boolean, position: string) {
  const shown = { show: true, position, fontWeight: 'bold', color: LABEL_COLOR };
  return showLabel
    ? { ...shown, emphasis: { backgroundColor: HOVER_BG } }
    : { show: false, color: LABEL_COLOR, emphasis: { ...shown, backgroundColor: HOVER_BG } };
}

export function transformEventAnnotation(layer: AnnotationLayerFormData, ctx: AnnotationContext): Series[] {
  return extractRecordAnnotations(layer, ctx.annotationData).map(({ time, title, descriptions }) => {
    const label = formatAnnotationLabel(layer.name, title, descriptions);
    return {
      id: `Event - ${label}`,
      type: 'line',
      animation: false,
      data: [],
      markLine: {
        silent: false,
        symbol: 'none',
        lineStyle: {
          width: layer.width ?? 1,
          type: lineType(layer.style),
          color: layer.color || ctx.colorOf(layer.name),
          opacity: parseAnnotationOpacity(layer.opacity),
        },
        label: { ...markLabel(Boolean(layer.showLabel), 'insideEndTop'), formatter: label },
        tooltip: { show: true, formatter: label },
        data: [{ name: label, [axisKey(ctx)]: xOf(time, ctx) }],
      },
    };
  });
}

export function transformIntervalAnnotation(
  layer: AnnotationLayerFormData,
  ctx: AnnotationContext,
): Series[] {
  return extractRecordAnnotations(layer, ctx.annotationData).map(
    ({ time, intervalEnd, title, descriptions }) => {
      const label = formatAnnotationLabel(layer.name, title, descriptions);
      const key = axisKey(ctx);
      return {
        id: `Interval - ${label}`,
        type: 'line',
        animation: false,
        data: [],
        markArea: {
          silent: false,
          itemStyle: {
            color: layer.color || ctx.colorOf(layer.name),
            opacity: parseAnnotationOpacity(layer.opacity || 'opacityMedium'),
          },
          label: { ...markLabel(Boolean(layer.showLabel), 'insideTop'), verticalAlign: 'top' },
          tooltip: { show: true, formatter: label },
          data: [[{ name: label, [key]: xOf(time, ctx) }, { [key]: xOf(intervalEnd ?? time, ctx) }]],
        },
      };
    },
  );
}

interface TimeseriesAnnotationSeries {
  key: string;
  values: { x: unknown; y: unknown }[];
}
const isTimeseriesResult = (v: unknown): v is TimeseriesAnnotationSeries[] =>
  Array.isArray(v) && v.every((s) => typeof (s as TimeseriesAnnotationSeries)?.key === 'string');

export function transformTimeseriesAnnotation(
  layer: AnnotationLayerFormData,
  ctx: AnnotationContext,
): Series[] {
  const result = ctx.annotationData[layer.name];
  if (!isTimeseriesResult(result)) return [];
  return result.map(({ key, values }) => ({
    id: key,
    name: key,
    type: 'line',
    symbolSize: layer.showMarkers ? ctx.markerSize : 0,
    itemStyle: { color: layer.color || ctx.colorOf(layer.name) },
    lineStyle: {
      opacity: parseAnnotationOpacity(layer.opacity),
      type: lineType(layer.style),
      width: layer.hideLine ? 0 : (layer.width ?? 1),
    },
    data: values.map(({ x, y }) => point(xOf(x, ctx), y, ctx)),
  }));
}

/** Every shown layer's series, in the layers' order. */
export function annotationSeries(layers: AnnotationLayerFormData[], ctx: AnnotationContext): Series[] {
  return layers.flatMap((layer) => {
    switch (layer.annotationType) {
      case 'FORMULA':
        return [transformFormulaAnnotation(layer, ctx)];
      case 'EVENT':
        return transformEventAnnotation(layer, ctx);
      case 'INTERVAL':
        return transformIntervalAnnotation(layer, ctx);
      case 'TIME_SERIES':
        return transformTimeseriesAnnotation(layer, ctx);
    }
  });
}
