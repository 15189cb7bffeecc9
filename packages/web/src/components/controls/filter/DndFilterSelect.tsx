/** The adhoc_filters control: filter pills; a dropped column opens a new filter on it. */
import type { AdhocFilter } from '@meridian/charts';
import { Popover } from 'antd';
import { useState } from 'react';
import type { ExploreDataset } from '../../../api/explore';
import { asArray } from '../dnd/columnOptions';
import { useDropZone } from '../dnd/dnd';
import { AddOptionButton, OptionPill } from '../dnd/OptionPill';
import { AdhocFilterPopover } from './AdhocFilterPopover';
import { filterKey, filterLabel, isTemporal, isValidFilter } from './adhocFilter';

export interface DndFilterSelectProps {
  value: unknown;
  onChange: (value: unknown) => void;
  dataset: ExploreDataset | null;
}

type Editing = { index: number | 'new'; subject?: string } | null;

export function DndFilterSelect({ value, onChange, dataset }: DndFilterSelectProps) {
  const filters = asArray(value as AdhocFilter | AdhocFilter[] | null);
  const columns = dataset?.columns ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const drop = useDropZone(
    (item) => item.kind === 'column',
    (item) => {
      if (item.kind === 'column') setEditing({ index: 'new', subject: item.column.column_name });
    },
  );

  const popover = (index: number | 'new', subject?: string) => (
    <AdhocFilterPopover
      key={`${String(index)}-${subject ?? ''}`}
      columns={columns}
      datasetId={dataset?.id ?? null}
      initial={index === 'new' ? null : (filters[index] ?? null)}
      initialSubject={subject ?? null}
      onClose={() => setEditing(null)}
      onSave={(filter) => {
        setEditing(null);
        onChange(index === 'new' ? [...filters, filter] : filters.map((f, i) => (i === index ? filter : f)));
      }}
    />
  );

  return (
    <div {...drop.props} data-test="dnd-filter-select" data-can-drop={drop.canDrop || undefined}>
      {filters.map((f, i) => {
        const column =
          typeof f.subject === 'string' ? columns.find((c) => c.column_name === f.subject) : undefined;
        return (
          <Popover
            key={filterKey(f, i)}
            open={editing?.index === i}
            onOpenChange={(open) => setEditing(open ? { index: i } : null)}
            trigger="click"
            placement="right"
            destroyOnHidden
            content={popover(i)}
          >
            <div>
              <OptionPill
                label={filterLabel(f)}
                tooltip={filterLabel(f)}
                icon={f.expressionType === 'SQL' ? 'sql' : isTemporal(column) ? 'time' : null}
                invalid={!isValidFilter(f)}
                onRemove={() => onChange(filters.filter((_, j) => j !== i))}
                onClick={() => setEditing({ index: i })}
              />
            </div>
          </Popover>
        );
      })}
      <Popover
        open={editing?.index === 'new'}
        onOpenChange={(open) => setEditing(open ? { index: 'new' } : null)}
        trigger="click"
        placement="right"
        destroyOnHidden
        content={popover('new', editing?.subject)}
      >
        <div>
          <AddOptionButton text="Drop columns here or click" highlight={drop.canDrop} />
        </div>
      </Popover>
    </div>
  );
}
