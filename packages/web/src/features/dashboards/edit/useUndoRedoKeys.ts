/** Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes layout edits while editing, outside text fields. */
import { useEffect } from 'react';

const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest('input, textarea, [contenteditable="true"]');

export function useUndoRedoKeys(enabled: boolean, undo: () => void, redo: () => void) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || inTextField(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, undo, redo]);
}
