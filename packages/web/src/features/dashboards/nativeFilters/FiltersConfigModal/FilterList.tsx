/**
 * The left side of the configuration modal: filters and dividers in bar order, dragged to reorder
 * (@dnd-kit), removed with a 5 s "Undo?", plus the "Add filters and dividers" menu.
 */
import { DeleteOutlined, ExclamationCircleFilled, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { FilterConfigItem } from '@meridian/core';
import { Button, Dropdown, Typography, theme } from 'antd';

export interface FilterListProps {
  items: FilterConfigItem[];
  removed: Record<string, 'pending' | 'done'>;
  invalid: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
  onRestore: (id: string) => void;
  onMove: (id: string, overId: string) => void;
  onAddFilter: () => void;
  onAddDivider: () => void;
}

const itemTitle = (item: FilterConfigItem) =>
  (item.type === 'DIVIDER' ? item.title : item.name).trim() || '[untitled]';

function ListItem({
  item,
  removed,
  invalid,
  selected,
  onSelect,
  onRemove,
  onRestore,
}: {
  item: FilterConfigItem;
  removed: boolean;
  invalid: boolean;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
  onRestore: () => void;
}) {
  const { token } = theme.useToken();
  const drag = useDraggable({ id: item.id, disabled: removed });
  const drop = useDroppable({ id: item.id });
  const divider = item.type === 'DIVIDER';
  return (
    <div
      ref={(el) => {
        drag.setNodeRef(el);
        drop.setNodeRef(el);
      }}
      data-test="filter-list-item"
      data-id={item.id}
      data-selected={selected || undefined}
      data-removed={removed || undefined}
      onClick={onSelect}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '6px 8px',
        marginBottom: 2,
        borderRadius: token.borderRadius,
        cursor: 'pointer',
        background: selected ? token.controlItemBgActive : undefined,
        borderTop:
          drop.isOver && !drag.isDragging ? `2px solid ${token.colorPrimary}` : '2px solid transparent',
        opacity: drag.isDragging ? 0.5 : 1,
        transform: drag.transform ? `translate3d(0, ${drag.transform.y}px, 0)` : undefined,
        position: 'relative',
        zIndex: drag.isDragging ? 2 : undefined,
      }}
    >
      <span
        {...drag.listeners}
        {...drag.attributes}
        data-test="filter-drag-handle"
        aria-label="Drag to reorder"
        style={{ cursor: removed ? 'default' : 'grab', color: token.colorTextTertiary, touchAction: 'none' }}
        onClick={(e) => e.stopPropagation()}
      >
        <HolderOutlined />
      </span>
      <Typography.Text
        ellipsis
        delete={removed}
        type={removed ? 'secondary' : undefined}
        style={{ flex: 1, fontStyle: divider ? 'italic' : undefined }}
        data-test="filter-list-title"
      >
        {itemTitle(item)}
      </Typography.Text>
      {invalid && !removed && (
        <ExclamationCircleFilled style={{ color: token.colorError }} aria-label="Has errors" />
      )}
      <RemoveButton removed={removed} divider={divider} onRemove={onRemove} onRestore={onRestore} />
    </div>
  );
}

/** "Undo?" for a removed item, the bin otherwise; neither click selects the item. */
function RemoveButton({
  removed,
  divider,
  onRemove,
  onRestore,
}: {
  removed: boolean;
  divider: boolean;
  onRemove: () => void;
  onRestore: () => void;
}) {
  return removed ? (
    <Button
      type="link"
      size="small"
      data-test="undo-remove"
      onClick={(e) => {
        e.stopPropagation();
        onRestore();
      }}
    >
      Undo?
    </Button>
  ) : (
    <Button
      type="text"
      size="small"
      icon={<DeleteOutlined />}
      aria-label={divider ? 'Remove divider' : 'Remove filter'}
      data-test="remove-filter"
      onClick={(e) => {
        e.stopPropagation();
        onRemove();
      }}
    />
  );
}

export function FilterList(props: FilterListProps) {
  const { token } = theme.useToken();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) props.onMove(String(active.id), String(over.id));
  };
  return (
    <div
      data-test="filter-list"
      style={{
        width: 260,
        flexShrink: 0,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        paddingRight: 12,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'filter', label: <span data-test="add-filter">Filter</span> },
            { key: 'divider', label: <span data-test="add-divider">Divider</span> },
          ],
          onClick: ({ key }) => (key === 'filter' ? props.onAddFilter() : props.onAddDivider()),
        }}
      >
        <Button icon={<PlusOutlined />} data-test="add-filters-and-dividers" block>
          Add filters and dividers
        </Button>
      </Dropdown>
      <div style={{ overflowY: 'auto', flex: 1 }}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          {props.items.map((item) => (
            <ListItem
              key={item.id}
              item={item}
              removed={props.removed[item.id] === 'pending'}
              invalid={props.invalid.has(item.id)}
              selected={item.id === props.selectedId}
              onSelect={() => props.onSelect(item.id)}
              onRemove={() => props.onRemove(item.id)}
              onRestore={() => props.onRestore(item.id)}
            />
          ))}
        </DndContext>
      </div>
    </div>
  );
}
