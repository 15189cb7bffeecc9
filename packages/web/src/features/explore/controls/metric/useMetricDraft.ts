/** The state of the metric popover: tab, saved metric, column, aggregate, SQL and label, and the metric they make. */
import type { AdhocMetric, QueryMetric } from '@meridian/core';
import { useState } from 'react';
import type { DatasetColumn, DatasetMetric } from '../../../../api/explore';
import {
  defaultAggregate,
  isValidMetric,
  relabel,
  simpleMetric,
  sqlMetric,
  type MetricAggregate,
} from './adhocMetric';

export type MetricTab = 'saved' | 'simple' | 'sql';

function firstTab(
  initial: QueryMetric | null,
  initialColumn: DatasetColumn | null | undefined,
  savedCount: number,
) {
  const adhoc = initial !== null && typeof initial !== 'string' ? initial : null;
  if (typeof initial === 'string') return 'saved';
  if (adhoc?.expressionType === 'SQL') return 'sql';
  return initialColumn || adhoc || savedCount === 0 ? 'simple' : 'saved';
}

export function useMetricDraft(
  columns: DatasetColumn[],
  savedMetrics: DatasetMetric[],
  initial: QueryMetric | null,
  initialColumn?: DatasetColumn | null,
) {
  const adhoc = initial !== null && typeof initial !== 'string' ? initial : null;
  const [tab, setTab] = useState<MetricTab>(firstTab(initial, initialColumn, savedMetrics.length));
  const [saved, setSaved] = useState<string | undefined>(typeof initial === 'string' ? initial : undefined);
  const [column, setColumn] = useState<string | undefined>(
    adhoc?.column?.column_name ?? initialColumn?.column_name,
  );
  const [aggregate, setAggregate] = useState<MetricAggregate | undefined>(
    (adhoc?.aggregate as MetricAggregate | undefined) ??
      (initialColumn ? defaultAggregate(initialColumn) : undefined),
  );
  const [sql, setSql] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState<string | null>(adhoc?.hasCustomLabel ? (adhoc.label ?? null) : null);

  const build = (): QueryMetric | null => {
    if (tab === 'saved') return saved ?? null;
    const base: AdhocMetric | null =
      tab === 'simple'
        ? column && aggregate
          ? simpleMetric(columns.find((c) => c.column_name === column) ?? { column_name: column }, aggregate)
          : null
        : sql.trim()
          ? sqlMetric(sql.trim())
          : null;
    if (!base) return null;
    const withName = adhoc?.optionName ? { ...base, optionName: adhoc.optionName } : base;
    return label
      ? { ...withName, label, hasCustomLabel: true }
      : relabel({ ...withName, hasCustomLabel: false });
  };
  const metric = build();
  const title =
    label ?? (metric ? (typeof metric === 'string' ? metric : (metric.label ?? '')) : 'My metric');
  const chooseColumn = (c: string) => {
    setColumn(c);
    const col = columns.find((x) => x.column_name === c);
    if (!aggregate && col) setAggregate(defaultAggregate(col));
  };
  return {
    ...{ tab, setTab, saved, setSaved, column, chooseColumn, aggregate, setAggregate, sql, setSql },
    ...{ setLabel, metric, valid: isValidMetric(metric), title },
  };
}

export type MetricDraft = ReturnType<typeof useMetricDraft>;
