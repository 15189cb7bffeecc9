import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExploreDndProvider, useDropZone } from './dnd';
import { listValue } from './listValue';
import { PillList, type EditingIndex } from './PillList';

afterEach(cleanup);

function Harness({ value, onChange }: { value: string[]; onChange: (v: unknown) => void }) {
  const [editing, setEditing] = useState<EditingIndex>(null);
  const list = listValue<string>(value, true, onChange);
  const drop = useDropZone(
    () => false,
    () => {},
  );
  return (
    <PillList
      testId="pills"
      drop={drop}
      list={list}
      itemKey={(v, i) => `${v}-${i}`}
      pill={(v) => ({ label: v })}
      editing={editing}
      onEdit={setEditing}
      popover={(index, edit) => (
        <button type="button" onClick={() => edit.onSave(`saved-${String(index)}`)}>
          {`edit ${String(edit.initial)}`}
        </button>
      )}
      addText="Drop here"
    />
  );
}

describe('PillList', () => {
  it('opens a pill in its popover and saves it in place', async () => {
    const onChange = vi.fn();
    render(<Harness value={['a', 'b']} onChange={onChange} />, { wrapper: ExploreDndProvider });
    fireEvent.click(screen.getByText('b'));
    fireEvent.click(await screen.findByText('edit b'));
    expect(onChange).toHaveBeenCalledWith(['a', 'saved-1']);
  });

  it('adds from the add target and removes by ×', async () => {
    const onChange = vi.fn();
    render(<Harness value={['a']} onChange={onChange} />, { wrapper: ExploreDndProvider });
    fireEvent.click(screen.getByText('+ Drop here'));
    fireEvent.click(await screen.findByText('edit null'));
    fireEvent.click(screen.getByLabelText('Remove'));
    expect(onChange.mock.calls).toEqual([[['a', 'saved-new']], [[]]]);
  });
});
