/**
 * The Gantt tooltip: the tooltip metrics and columns of the hovered bar, numbers and times in the
 * chosen formats, under the series name when there is a series.
 */
import { GenericDataType, getNumberFormatter, getTimeFormatter, type ChartDataResult } from '@meridian/core';
import { toEpochMs, toText } from '../shared/chartData.js';
import { tooltipTable } from '../shared/tooltipTable.js';
import { DIMENSIONS } from './renderItem.js';

export function ganttTooltip(
  labels: readonly string[],
  result: Pick<ChartDataResult, 'colnames' | 'coltypes'>,
  formats: { tooltipTimeFormat: string; tooltipValuesFormat: string },
  titled: boolean,
) {
  const { colnames, coltypes = [] } = result;
  const formatTime = getTimeFormatter(formats.tooltipTimeFormat);
  const formatValue = getNumberFormatter(formats.tooltipValuesFormat);
  const formatCell = (name: string, value: unknown) => {
    const type = coltypes[colnames.indexOf(name)];
    if (value === null || value === undefined) return 'N/A';
    if (type === GenericDataType.Temporal) return formatTime(toEpochMs(value));
    if (type === GenericDataType.Numeric && typeof value === 'number') return formatValue(value);
    return toText(value);
  };
  return (p: { seriesName?: string; value?: unknown }) => {
    const values = Array.isArray(p.value) ? (p.value as unknown[]) : [];
    return tooltipTable(
      labels.map((l) => [l, formatCell(l, values[DIMENSIONS.length + colnames.indexOf(l)])]),
      titled ? p.seriesName : undefined,
    );
  };
}
