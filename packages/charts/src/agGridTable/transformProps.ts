/**
 * Chart-data results → AG Grid table props: the table's columns (formats, alignment, cell bars,
 * conditional formatting), rows, totals and row count, plus what the grid needs to fetch further
 * pages itself under server pagination (the query form data) and the columns the server search can
 * look in (the text dimensions, Superset's search column choices).
 */
import { GenericDataType } from '../shared/chartData.js';
import type { ChartTransformInput, FormData } from '../sdk/plugin.js';
import { transformTableProps, type TableChartProps } from '../table/transformProps.js';

export interface AgGridTableChartProps extends TableChartProps {
  /** The query form data the results came from: further pages are this plus the grid's own state. */
  formData: FormData;
  /** Columns the server-side search filters on (text columns of the results). */
  searchColumns: string[];
}

export function transformAgGridTableProps(input: ChartTransformInput): AgGridTableChartProps {
  const props = transformTableProps(input);
  const [result] = input.queriesData;
  const textKeys = new Set(
    (result?.colnames ?? []).filter((_, i) => result?.coltypes?.[i] === GenericDataType.String),
  );
  return {
    ...props,
    formData: input.formData,
    searchColumns: props.columns.filter((c) => !c.isMetric && textKeys.has(c.key)).map((c) => c.key),
  };
}
