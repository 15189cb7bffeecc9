/**
 * The chart plugin contract: metadata, a pure `buildQuery` (form data → core's query context), a
 * control panel description, a pure `transformProps` (core's chart-data results → component props),
 * the schema of the form data it reads and a lazily loaded component. Dashboards, explore and reports
 * share one registry of them.
 */
import type { ChartDataResult, QueryContext } from '@meridian/core';
import type { ChartDatasource } from './datasource.js';
import { parseFormDataWith, type FormData, type FormDataSchema } from './formDataSchema.js';

export type { FormData } from './formDataSchema.js';

export type ChartBehavior = 'INTERACTIVE_CHART' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

export interface ChartMetadata {
  name: string;
  description: string;
  category: string;
  tags: string[];
  thumbnail: string;
  behaviors: ChartBehavior[];
}

/** What transformProps receives: the form data, the results, the size and the dataset's display facts. */
export interface ChartTransformInput<FD extends FormData = FormData> {
  formData: FD;
  queriesData: ChartDataResult[];
  width: number;
  height: number;
  /** Verbose names and metric formats of the dataset; without it raw names and chart formats show. */
  datasource?: ChartDatasource;
}

/**
 * A chart type. `buildQuery` and `transformProps` take form data as stored and read it through
 * `formDataSchema` once, on entry; `parseFormData` gives that typed reading to other callers.
 */
export interface ChartPlugin<Props = unknown, FD extends FormData = FormData> {
  vizType: string;
  metadata: ChartMetadata;
  formDataSchema: FormDataSchema<FD>;
  parseFormData(formData: FormData): FD;
  buildQuery(formData: FormData): QueryContext;
  controlPanel: { sections: { label: string; expanded?: boolean; controlSetRows: unknown[][] }[] };
  transformProps(input: ChartTransformInput): Props;
  /** The component module, imported only when a chart of this type is drawn. */
  loadChart: () => Promise<{ default: unknown }>;
}

/** The parts of a plugin besides its type name and component. */
export type ChartPluginParts<Props, FD extends FormData> = Omit<
  ChartPlugin<Props, FD>,
  'vizType' | 'loadChart' | 'parseFormData'
>;

/** One chart type from its parts; `parseFormData` comes from the schema. */
export function definePlugin<Props, FD extends FormData>(
  vizType: string,
  parts: ChartPluginParts<Props, FD>,
  loadChart: ChartPlugin['loadChart'],
): ChartPlugin<Props, FD> {
  return { vizType, ...parts, parseFormData: (fd) => parseFormDataWith(parts.formDataSchema, fd), loadChart };
}
