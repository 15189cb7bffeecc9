/** A drop-zone control's body: one pill per value, each edited in a click popover, and an "add" target. */
import { Popover } from 'antd';
import type { ReactNode } from 'react';
import type { useDropZone } from './dnd';
import { AddOptionButton, OptionPill, type OptionPillProps } from './OptionPill';

/** Which popover is open: a value's index, the add target's ('new'), or none. */
export type EditingIndex = number | 'new' | null;

export interface PillListProps<T> {
  testId: string;
  drop: ReturnType<typeof useDropZone>;
  values: T[];
  itemKey: (value: T, index: number) => string;
  /** The pill of one value, without its click handler (clicking opens its popover). */
  pill: (value: T, index: number) => Omit<OptionPillProps, 'onClick'>;
  editing: EditingIndex;
  onEdit: (index: EditingIndex) => void;
  popover: (index: number | 'new') => ReactNode;
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
  const { drop, values, editing, onEdit, popover, addText } = props;
  return (
    <div {...drop.props} data-test={props.testId} data-can-drop={drop.canDrop || undefined}>
      {values.map((v, i) => (
        <EditPopover
          key={props.itemKey(v, i)}
          open={editing === i}
          onOpenChange={(open) => onEdit(open ? i : null)}
          content={popover(i)}
        >
          <OptionPill {...props.pill(v, i)} onClick={() => onEdit(i)} />
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
