/** A drop-zone control's body: one pill per value, each edited in a click popover, and an "add" target. */
import { Popover } from 'antd';
import type { ReactNode } from 'react';
import type { useDropZone } from './dnd';
import type { listValue } from './listValue';
import { AddOptionButton, OptionPill, type OptionPillProps } from './OptionPill';

/** Which popover is open: a value's index, the add target's ('new'), or none. */
export type EditingIndex = number | 'new' | null;

/** What an edit popover is handed: the value it edits (null for a new one), and how to close or save. */
export interface PopoverEdit<T> {
  initial: T | null;
  onClose: () => void;
  onSave: (item: T) => void;
}

export interface PillListProps<T> {
  testId: string;
  drop: ReturnType<typeof useDropZone>;
  list: ReturnType<typeof listValue<T>>;
  /** Adds an item saved from the add target's popover; `list.add` unless given. */
  add?: (item: T) => void;
  itemKey: (value: T, index: number) => string;
  /** The pill of one value, without its handlers (click opens its popover, × removes it). */
  pill: (value: T) => Omit<OptionPillProps, 'onClick' | 'onRemove'>;
  editing: EditingIndex;
  onEdit: (index: EditingIndex) => void;
  popover: (index: number | 'new', edit: PopoverEdit<T>) => ReactNode;
  /** Text of the add target; null hides it. */
  addText: string | null;
}

function EditPopover({
  open,
  onOpenChange,
  content,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: ReactNode;
  children: ReactNode;
}) {
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="right"
      destroyOnHidden
      content={content}
    >
      <div>{children}</div>
    </Popover>
  );
}

export function PillList<T>(props: PillListProps<T>) {
  const { drop, list, editing, onEdit, addText } = props;
  const popover = (index: number | 'new') =>
    props.popover(index, {
      initial: index === 'new' ? null : (list.values[index] ?? null),
      onClose: () => onEdit(null),
      onSave: (item) => {
        onEdit(null);
        list.save(index, item, props.add ?? list.add);
      },
    });
  return (
    <div {...drop.props} data-test={props.testId} data-can-drop={drop.canDrop || undefined}>
      {list.values.map((v, i) => (
        <EditPopover
          key={props.itemKey(v, i)}
          open={editing === i}
          onOpenChange={(open) => onEdit(open ? i : null)}
          content={popover(i)}
        >
          <OptionPill {...props.pill(v)} onRemove={() => list.remove(i)} onClick={() => onEdit(i)} />
        </EditPopover>
      ))}
      {addText !== null && (
        <EditPopover
          open={editing === 'new'}
          onOpenChange={(open) => onEdit(open ? 'new' : null)}
          content={popover('new')}
        >
          <AddOptionButton text={addText} highlight={drop.canDrop} />
        </EditPopover>
      )}
    </div>
  );
}
