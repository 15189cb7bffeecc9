import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditableTitle } from './EditableTitle';

configure({ testIdAttribute: 'data-test' });
afterEach(cleanup);

const input = () => screen.queryByTestId('tab-title-input') as HTMLInputElement | null;

describe('EditableTitle', () => {
  it('edits on a single click when asked (the focused tab), with the whole text selected', () => {
    const onSave = vi.fn();
    render(<EditableTitle title="Overview" canEdit editOnClick onSave={onSave} data-test="tab-title" />);
    fireEvent.click(screen.getByTestId('tab-title'));
    const field = input()!;
    expect(field.value).toBe('Overview');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Overview'.length]);
    fireEvent.change(field, { target: { value: 'Sales' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('Sales');
  });

  it('needs a double click otherwise (another tab: the click selects it)', () => {
    render(<EditableTitle title="Details" canEdit onSave={vi.fn()} data-test="tab-title" />);
    fireEvent.click(screen.getByTestId('tab-title'));
    expect(input()).toBeNull();
    fireEvent.doubleClick(screen.getByTestId('tab-title'));
    expect(input()!.value).toBe('Details');
  });

  it('is not editable outside edit mode, and Escape drops the change', () => {
    const onSave = vi.fn();
    const { rerender } = render(
      <EditableTitle title="Overview" canEdit={false} editOnClick onSave={onSave} data-test="tab-title" />,
    );
    fireEvent.click(screen.getByTestId('tab-title'));
    expect(input()).toBeNull();
    rerender(<EditableTitle title="Overview" canEdit editOnClick onSave={onSave} data-test="tab-title" />);
    fireEvent.click(screen.getByTestId('tab-title'));
    fireEvent.change(input()!, { target: { value: 'Nope' } });
    fireEvent.keyDown(input()!, { key: 'Escape' });
    expect(input()).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});
