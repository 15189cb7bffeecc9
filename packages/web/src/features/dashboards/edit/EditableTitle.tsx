/**
 * A title that becomes an input on double click while editing (on a single click too with
 * `editOnClick`, e.g. the focused tab's title), its text selected; Enter or leaving it keeps the text,
 * Escape drops it.
 */
import { Input } from 'antd';
import { useState } from 'react';

export function EditableTitle({
  title,
  placeholder,
  canEdit,
  editOnClick = false,
  onSave,
  'data-test': dataTest,
}: {
  title: string;
  placeholder?: string;
  canEdit: boolean;
  /** A single click starts editing (Superset: the focused tab's title). */
  editOnClick?: boolean;
  onSave: (title: string) => void;
  'data-test'?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (canEdit && draft !== null) {
    const done = () => {
      if (draft.trim() && draft !== title) onSave(draft.trim());
      setDraft(null);
    };
    return (
      <Input
        size="small"
        autoFocus
        data-test={dataTest ? `${dataTest}-input` : undefined}
        value={draft}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={done}
        onBlur={(e) => {
          e.stopPropagation();
          done();
        }}
        // Inside an antd tab: its focus handling would take the focus back from the input.
        onFocus={(e) => {
          e.stopPropagation();
          e.target.select();
        }}
        onMouseDown={(e) => e.stopPropagation()}
        onMouseUp={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') setDraft(null);
        }}
        onClick={(e) => e.stopPropagation()}
        style={{ width: Math.max(120, draft.length * 9) }}
      />
    );
  }
  return (
    <span
      data-test={dataTest}
      title={canEdit ? (editOnClick ? 'Click to rename' : 'Double-click to rename') : undefined}
      onDoubleClick={canEdit ? () => setDraft(title) : undefined}
      onClick={canEdit && editOnClick ? () => setDraft(title) : undefined}
    >
      {title || placeholder}
    </span>
  );
}
