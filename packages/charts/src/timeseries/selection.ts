/**
 * The emitting chart's own cross-filter shown on its series (Superset's timeseries): series in the
 * selection keep full opacity, the others are dimmed to Superset's semi-transparent 0.3.
 */

/** Superset's OpacityEnum.SemiTransparent. */
export const DIMMED_OPACITY = 0.3;

type EChartSeries = Record<string, unknown> & {
  name?: string;
  itemStyle?: Record<string, unknown>;
  lineStyle?: Record<string, unknown>;
  areaStyle?: Record<string, unknown> & { opacity?: number };
};

const key = (values: readonly unknown[]) => JSON.stringify(values.map((v) => v ?? null));

/** `series` with its line, points and area (and value labels) at `opacity`. */
function withOpacity(series: EChartSeries, opacity: number): EChartSeries {
  const out: EChartSeries = {
    ...series,
    itemStyle: { ...series.itemStyle, opacity },
    lineStyle: { ...series.lineStyle, opacity },
  };
  if (series.areaStyle)
    out.areaStyle = { ...series.areaStyle, opacity: (series.areaStyle.opacity ?? 0.7) * opacity };
  if (series.label) out.label = { ...(series.label as Record<string, unknown>), opacity };
  return out;
}

/**
 * The option with every series whose groupby values (`labelMap`, by series name) are not among the
 * selected rows of values dimmed. No selection (or none that is a list of rows) leaves it as it is.
 */
export function dimUnselectedSeries(
  option: Record<string, unknown>,
  labelMap: Readonly<Record<string, readonly unknown[]>>,
  selection: unknown,
): Record<string, unknown> {
  if (!Array.isArray(selection) || selection.length === 0 || !selection.every(Array.isArray)) return option;
  const selected = new Set((selection as unknown[][]).map(key));
  const series = option.series as EChartSeries[] | undefined;
  if (!series?.length) return option;
  return {
    ...option,
    series: series.map((s) => {
      const values = s.name !== undefined ? labelMap[s.name] : undefined;
      return values && selected.has(key(values)) ? s : withOpacity(s, DIMMED_OPACITY);
    }),
  };
}
