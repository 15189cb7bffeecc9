/** Categorical colour schemes and the label → colour assignment charts use. */
import type { ControlChoice } from '../sdk/controls.js';

export const CATEGORICAL_SCHEMES: Readonly<Record<string, { label: string; colors: readonly string[] }>> = {
  supersetColors: {
    label: 'Superset Colors',
    colors: [
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
      '#E04355',
      '#FCC700',
      '#A868B7',
      '#3CCCCB',
      '#A38F79',
      '#8FD3E4',
      '#A1A6BD',
      '#ACE1C4',
      '#FEC0A1',
      '#B2B2B2',
      '#EFA1AA',
      '#FDE380',
      '#D3B3DA',
      '#9EE5E5',
      '#D1C6BC',
    ],
  },
  d3Category10: {
    label: 'D3 Category 10',
    colors: [
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
      '#d62728',
      '#9467bd',
      '#8c564b',
      '#e377c2',
      '#7f7f7f',
      '#bcbd22',
      '#17becf',
    ],
  },
  googleCategory10c: {
    label: 'Google Category 10c',
    colors: [
      '#3366cc',
      '#dc3912',
      '#ff9900',
      '#109618',
      '#990099',
      '#0099c6',
      '#dd4477',
      '#66aa00',
      '#b82e2e',
      '#316395',
    ],
  },
};

export const DEFAULT_COLOR_SCHEME = 'supersetColors';

/** Older exports name the default scheme this way. */
const ALIASES: Record<string, string> = { SUPERSET_DEFAULT: DEFAULT_COLOR_SCHEME };

export const COLOR_SCHEME_CHOICES: readonly ControlChoice[] = Object.entries(CATEGORICAL_SCHEMES).map(
  ([id, scheme]) => [id, scheme.label] as const,
);

/** The colours of a scheme; an unknown stored scheme falls back to the default (spec §5). */
export function getSchemeColors(scheme: unknown): readonly string[] {
  const id = typeof scheme === 'string' ? (ALIASES[scheme] ?? scheme) : DEFAULT_COLOR_SCHEME;
  return (CATEGORICAL_SCHEMES[id] ?? CATEGORICAL_SCHEMES[DEFAULT_COLOR_SCHEME]!).colors;
}

/**
 * One label → colour assignment shared by every chart of a dashboard, so a label keeps one colour
 * across charts (spec: label_colors / shared_label_colors). A dashboard passes it as a chart's
 * `label_colors` when drawing: the dashboard's fixed colours win, then the chart's own, then colours
 * already handed out on the dashboard, then the next colour of the scheme.
 */
export class SharedLabelColors {
  constructor(
    private readonly fixed: Readonly<Record<string, string>> = {},
    private readonly assigned: Map<string, string> = new Map(),
    private readonly chartFixed: Readonly<Record<string, unknown>> = {},
  ) {}

  /** The same shared assignment, seen by a chart with its own label_colors. */
  forChart(chartLabelColors: unknown): SharedLabelColors {
    const own = typeof chartLabelColors === 'object' && chartLabelColors !== null ? chartLabelColors : {};
    return new SharedLabelColors(this.fixed, this.assigned, own as Record<string, unknown>);
  }

  colorFor(label: string, colors: readonly string[]): string {
    const fixed = this.fixed[label] ?? this.chartFixed[label];
    if (typeof fixed === 'string') return fixed;
    let color = this.assigned.get(label);
    if (!color) {
      color = colors[this.assigned.size % colors.length]!;
      this.assigned.set(label, color);
    }
    return color;
  }

  /** Every label with a colour so far (what a dashboard stores as map_label_colors). */
  toJSON(): Record<string, string> {
    return { ...Object.fromEntries(this.assigned), ...this.fixed };
  }
}

/**
 * label → colour: fixed colours from the chart's or dashboard's `label_colors` first, then the scheme's
 * colours in order of first use, so a series keeps its colour while others come and go. A
 * SharedLabelColors in place of `label_colors` shares that order with the other charts of a dashboard.
 */
export function createColorScale(
  scheme: unknown,
  labelColors?: Readonly<Record<string, unknown>> | SharedLabelColors | null,
): (label: string) => string {
  const colors = getSchemeColors(scheme);
  if (labelColors instanceof SharedLabelColors) return (label) => labelColors.colorFor(label, colors);
  const assigned = new Map<string, string>();
  return (label) => {
    const fixed = labelColors?.[label];
    if (typeof fixed === 'string') return fixed;
    let color = assigned.get(label);
    if (!color) {
      color = colors[assigned.size % colors.length]!;
      assigned.set(label, color);
    }
    return color;
  };
}
