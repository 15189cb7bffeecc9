/** Metric controls (metrics, metric, sort by…): saved metrics and adhoc ones, dropped or added by click. */
import type { ControlConfig } from '@meridian/charts';
import type { QueryMetric } from '@meridian/core';
import { useState } from 'react';
import type { DatasetColumn, ExploreDataset } from '../../../../api/explore';
import { listValue } from '../../../../components/controls/dnd/listValue';
import { useDropZone } from '../../../../components/controls/dnd/dnd';
import { PillList } from '../../../../components/controls/dnd/PillList';
import { AdhocMetricPopover } from './AdhocMetricPopover';
import { defaultAggregate, metricDisplayName, metricKey, simpleMetric } from './adhocMetric';

export interface DndMetricSelectProps {
  config: ControlConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  dataset: ExploreDataset | null;
}

type Editing = { index: number | 'new'; column?: DatasetColumn } | null;

export function DndMetricSelect({ config, value, onChange, dataset }: DndMetricSelectProps) {
  const multi = config.multi !== false;
  const list = listValue<QueryMetric>(value, multi, onChange);
  const values = list.values;
  const saved = dataset?.metrics ?? [];
  const [editing, setEditing] = useState<Editing>(null);

  const drop = useDropZone(
    () => true,
    (item) => {
      if (item.kind === 'metric') {
        if (!values.includes(item.metric.metric_name)) list.add(item.metric.metric_name);
      } else list.add(simpleMetric(item.column, defaultAggregate(item.column)));
    },
  );

  return (
    <PillList
      testId="dnd-metric-select"
      drop={drop}
      list={list}
      itemKey={metricKey}
      pill={(m) => ({
        label: metricDisplayName(m, saved),
        tooltip: typeof m === 'string' ? saved.find((s) => s.metric_name === m)?.expression : m.sqlExpression,
        icon: 'metric',
      })}
      editing={editing?.index ?? null}
      onEdit={(index) => setEditing(index === null ? null : { index })}
      popover={(index, edit) => (
        <AdhocMetricPopover
          key={String(index)}
          columns={dataset?.columns ?? []}
          savedMetrics={saved}
          initialColumn={(index === 'new' ? editing?.column : undefined) ?? null}
          {...edit}
        />
      )}
      addText={
        multi
          ? 'Drop columns/metrics here or click'
          : values.length === 0
            ? 'Drop a column/metric here or click'
            : null
      }
    />
  );
}
