/** The metrics table of the dataset editor. */
import type { DraftMetric } from './datasetDraft';
import { AddItemButton, DraftTable, deleteColumn, newKey, patcher, sqlCell, textCell } from './cells';

export function MetricsEditor({
  metrics,
  onChange,
}: {
  metrics: DraftMetric[];
  onChange: (m: DraftMetric[]) => void;
}) {
  const patch = patcher(metrics, onChange);
  return (
    <div data-test="metrics-editor">
      <AddItemButton
        dataTest="add-metric"
        onClick={() =>
          onChange([
            ...metrics,
            { key: newKey(), metric_name: `new_metric_${metrics.length + 1}`, expression: '' },
          ])
        }
      />
      <DraftTable
        rows={metrics}
        columns={[
          { key: 'name', title: 'Metric Key', width: 170, render: textCell('metric_name', patch) },
          { key: 'label', title: 'Label', width: 150, render: textCell('verbose_name', patch, true) },
          { key: 'sql', title: 'SQL expression', render: sqlCell(patch) },
          { key: 'format', title: 'D3 format', width: 100, render: textCell('d3format', patch) },
          { key: 'cert', title: 'Certified by', width: 120, render: textCell('certified_by', patch, true) },
          { key: 'warning', title: 'Warning', width: 120, render: textCell('warning_markdown', patch, true) },
          deleteColumn(metrics, onChange),
        ]}
      />
    </div>
  );
}
