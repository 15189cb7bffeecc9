/**
 * The chart plugin contract: metadata, a pure `buildQuery` (form data → query context), a control
 * panel description, a pure `transformProps` (query results → component props) and a lazily loaded
 * component. Chart families arrive with the explore issue; the contract lives here from the start so
 * dashboards, explore and reports share one registry.
 */
import type { ChartDatasource } from './datasource.js';

export type ChartBehavior = 'INTERACTIVE_CHART' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

export interface ChartMetadata {
  name: string;
  description: string;
  category: string;
  tags: string[];
  thumbnail: string;
  behaviors: ChartBehavior[];
}

export type FormData = Record<string, unknown> & { viz_type: string; datasource: string };

/** What transformProps receives: the form data, the results, the size and the dataset's display facts. */
export interface ChartTransformInput<Result = unknown> {
  formData: FormData;
  queriesData: Result[];
  width: number;
  height: number;
  /** Verbose names and metric formats of the dataset; without it raw names and chart formats show. */
  datasource?: ChartDatasource;
}

export interface ChartPlugin<Props = unknown, Query = unknown, Result = unknown> {
  vizType: string;
  metadata: ChartMetadata;
  buildQuery(formData: FormData): Query;
  controlPanel: { sections: { label: string; expanded?: boolean; controlSetRows: unknown[][] }[] };
  transformProps(input: ChartTransformInput<Result>): Props;
  /** The component module, imported only when a chart of this type is drawn. */
  loadChart: () => Promise<{ default: unknown }>;
}
