import { describe, expect, it, vi } from 'vitest';
import { listValue } from './listValue';

describe('listValue', () => {
  it.each([
    [null, []],
    ['', []],
    ['a', ['a']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
  ])('reads %j as %j', (value, values) => {
    expect(listValue(value, true, () => {}).values).toEqual(values);
  });

  it('writes a list when multi, else the first item or null', () => {
    const onChange = vi.fn();
    listValue(['a', 'b'], true, onChange).remove(0);
    listValue('a', false, onChange).remove(0);
    listValue('a', false, onChange).put(['b', 'c']);
    listValue(['a'], true, onChange).add('b');
    listValue('a', false, onChange).add('b');
    expect(onChange.mock.calls).toEqual([[['b']], [null], ['b'], [['a', 'b']], ['b']]);
  });

  it('saves a popover item in place, or hands a new one to add', () => {
    const onChange = vi.fn();
    const add = vi.fn();
    const list = listValue(['a', 'b'], true, onChange);
    list.save(1, 'x', add);
    list.save('new', 'y', add);
    expect(onChange).toHaveBeenCalledWith(['a', 'x']);
    expect(add).toHaveBeenCalledWith('y');
  });
});
