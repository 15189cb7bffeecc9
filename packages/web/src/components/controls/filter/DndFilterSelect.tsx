/** The adhoc_filters control: filter pills; a dropped column opens a new filter on it. */
import type { AdhocFilter } from '@meridian/charts';
import { useState } from 'react';
import type { ExploreDataset } from '../../../api/explore';
import { listValue } from '../dnd/listValue';
import { useDropZone } from '../dnd/dnd';
import { PillList } from '../dnd/PillList';
import { AdhocFilterPopover } from './AdhocFilterPopover';
import { filterKey, filterLabel, isTemporal, isValidFilter } from './adhocFilter';

export interface DndFilterSelectProps {
  value: unknown;
  onChange: (value: unknown) => void;
  dataset: ExploreDataset | null;
}

type Editing = { index: number | 'new'; subject?: string } | null;

export function DndFilterSelect({ value, onChange, dataset }: DndFilterSelectProps) {
  const list = listValue<AdhocFilter>(value, true, onChange);
  const columns = dataset?.columns ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const drop = useDropZone(
    (item) => item.kind === 'column',
    (item) => {
      if (item.kind === 'column') setEditing({ index: 'new', subject: item.column.column_name });
    },
  );

  return (
    <PillList
      testId="dnd-filter-select"
      drop={drop}
      list={list}
      itemKey={filterKey}
      pill={(f) => {
        const column =
          typeof f.subject === 'string' ? columns.find((c) => c.column_name === f.subject) : undefined;
        return {
          label: filterLabel(f),
          tooltip: filterLabel(f),
          icon: f.expressionType === 'SQL' ? 'sql' : isTemporal(column) ? 'time' : null,
          invalid: !isValidFilter(f),
        };
      }}
      editing={editing?.index ?? null}
      onEdit={(index) => setEditing(index === null ? null : { index })}
      popover={(index, edit) => {
        const subject = index === 'new' ? editing?.subject : undefined;
        return (
          <AdhocFilterPopover
            key={`${String(index)}-${subject ?? ''}`}
            columns={columns}
            datasetId={dataset?.id ?? null}
            initialSubject={subject ?? null}
            {...edit}
          />
        );
      }}
      addText="Drop columns here or click"
    />
  );
}
