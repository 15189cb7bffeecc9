import { cleanup, fireEvent, render, screen } from '@testing-library/react';

const all = (id: string) => [...document.querySelectorAll(`[data-test="${id}"]`)].map((e) => e.textContent);
const one = (id: string) => document.querySelector(`[data-test="${id}"]`);
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TagsList, tagLabel } from './TagsList';

afterEach(cleanup);

const tags = [
  { id: 1, name: 'alpha', type: 1 },
  { id: 2, name: 'beta', type: 1 },
  { id: 3, name: 'owner:1', type: 3 },
  { id: 4, name: 'gamma', type: 'custom' },
  { id: 5, name: 'delta', type: 1 },
  { id: 6, name: 'type:dashboard', type: 2 },
];

describe('TagsList', () => {
  it('shows custom tags only, collapsing beyond the maximum into "+N" that expands', () => {
    render(
      <MemoryRouter>
        <TagsList tags={tags} max={3} />
      </MemoryRouter>,
    );
    expect(all('tag')).toEqual(['alpha', 'beta']);
    expect(one('tag-list-more')?.textContent).toBe('+2...');
    expect(screen.queryByText('owner:1')).toBeNull();
    fireEvent.click(one('tag-list-more')!);
    expect(all('tag')).toEqual(['alpha', 'beta', 'gamma', 'delta']);
    expect(screen.getByText('alpha').closest('a')?.getAttribute('href')).toBe('/superset/all_entities/?id=1');
  });

  it('does not collapse up to the maximum, and cuts labels after 20 characters', () => {
    render(
      <MemoryRouter>
        <TagsList tags={[{ id: 9, name: 'a-very-long-tag-name-indeed', type: 1 }]} />
      </MemoryRouter>,
    );
    expect(one('tag-list-more')).toBeNull();
    expect(one('tag')?.textContent).toBe('a-very-long-tag-name...');
    expect(tagLabel('short')).toBe('short');
  });
});
