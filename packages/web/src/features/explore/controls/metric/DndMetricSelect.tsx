/** Metric controls (metrics, metric, sort by…): saved metrics and adhoc ones, dropped or added by click. */
import type { ControlConfig } from '@meridian/charts';
import type { QueryMetric } from '@meridian/core';
import { Popover } from 'antd';
import { useState } from 'react';
import type { DatasetColumn, ExploreDataset } from '../../../../api/explore';
import { asArray } from '../../../../components/controls/dnd/columnOptions';
import { useDropZone } from '../../../../components/controls/dnd/dnd';
import { AddOptionButton, OptionPill } from '../../../../components/controls/dnd/OptionPill';
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
  const values = asArray(value as QueryMetric | QueryMetric[] | null);
  const saved = dataset?.metrics ?? [];
  const [editing, setEditing] = useState<Editing>(null);

  const put = (next: QueryMetric[]) => onChange(multi ? next : (next[0] ?? null));
  const add = (metric: QueryMetric) => put(multi ? [...values, metric] : [metric]);
  const drop = useDropZone(
    () => true,
    (item) => {
      if (item.kind === 'metric') {
        if (!values.includes(item.metric.metric_name)) add(item.metric.metric_name);
      } else add(simpleMetric(item.column, defaultAggregate(item.column)));
    },
  );

  const popover = (index: number | 'new', column?: DatasetColumn) => (
    <AdhocMetricPopover
      key={String(index)}
      columns={dataset?.columns ?? []}
      savedMetrics={saved}
      initial={index === 'new' ? null : (values[index] ?? null)}
      initialColumn={column ?? null}
      onClose={() => setEditing(null)}
      onSave={(metric) => {
        setEditing(null);
        if (index === 'new') add(metric);
        else put(values.map((v, i) => (i === index ? metric : v)));
      }}
    />
  );

  return (
    <div {...drop.props} data-test="dnd-metric-select" data-can-drop={drop.canDrop || undefined}>
      {values.map((m, i) => (
        <Popover
          key={metricKey(m, i)}
          open={editing?.index === i}
          onOpenChange={(open) => setEditing(open ? { index: i } : null)}
          trigger="click"
          placement="right"
          destroyOnHidden
          content={popover(i)}
        >
          <div>
            <OptionPill
              label={metricDisplayName(m, saved)}
              tooltip={
                typeof m === 'string' ? saved.find((s) => s.metric_name === m)?.expression : m.sqlExpression
              }
              icon="metric"
              onRemove={() => put(values.filter((_, j) => j !== i))}
              onClick={() => setEditing({ index: i })}
            />
          </div>
        </Popover>
      ))}
      {(multi || values.length === 0) && (
        <Popover
          open={editing?.index === 'new'}
          onOpenChange={(open) => setEditing(open ? { index: 'new' } : null)}
          trigger="click"
          placement="right"
          destroyOnHidden
          content={popover('new', editing?.column)}
        >
          <div>
            <AddOptionButton
              text={multi ? 'Drop columns/metrics here or click' : 'Drop a column/metric here or click'}
              highlight={drop.canDrop}
            />
          </div>
        </Popover>
      )}
    </div>
  );
}
