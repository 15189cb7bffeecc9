import { describe, expect, it } from 'vitest';
import type { ChartListItem } from '../../api/charts';
import type { SavedQueryListItem } from '../../api/savedQueries';
import type { DashboardListItem } from '../../api/types';
import { createdItems, editedItems, viewedItem } from './activityItems';

const chart = (id: number, name = `Chart ${id}`) =>
  ({
    id,
    slice_name: name,
    url: `/explore/?slice_id=${id}`,
    changed_on_utc: '2026-01-01T00:00:00+00:00',
    changed_on_delta_humanized: 'a day ago',
  }) as unknown as ChartListItem;
const dashboard = (id: number, slug: string | null = null) =>
  ({
    id,
    dashboard_title: `Board ${id}`,
    slug,
    url: slug ? `/superset/dashboard/${slug}/` : `/superset/dashboard/${id}/`,
    changed_on_utc: '2026-01-02T00:00:00+00:00',
    changed_on_delta_humanized: 'an hour ago',
  }) as unknown as DashboardListItem;
const query = (id: number) =>
  ({
    id,
    label: `Query ${id}`,
    changed_on_delta_humanized: '5 minutes ago',
  }) as unknown as SavedQueryListItem;

describe('Recents cards', () => {
  it('a viewed entry: its page, title, kind and time; untitled as [Untitled]', () => {
    const item = viewedItem({
      action: 'mount_dashboard',
      item_type: 'dashboard',
      item_url: '/superset/dashboard/3/',
      item_title: '',
      time: Date.parse('2026-02-01T10:00:00Z'),
      time_delta_humanized: '2 hours ago',
    });
    expect(item).toMatchObject({
      kind: 'dashboard',
      title: '[Untitled]',
      url: '/superset/dashboard/3/',
      verb: 'Viewed',
      iso: '2026-02-01T10:00:00.000Z',
    });
    expect(
      viewedItem({
        action: 'mount_explorer',
        item_type: 'slice',
        item_url: '/explore/?slice_id=2',
        item_title: 'Pie',
        time: 1,
        time_delta_humanized: '56 years ago',
      }).kind,
    ).toBe('chart');
  });

  it('Edited: the first 3 dashboards, then the first 3 charts', () => {
    const items = editedItems(
      [1, 2, 3, 4, 5].map((i) => dashboard(i)),
      [chart(7), chart(8)],
    );
    expect(items.map((i) => i.key)).toEqual([
      'dashboard-1',
      'dashboard-2',
      'dashboard-3',
      'chart-7',
      'chart-8',
    ]);
    expect(items[0]).toMatchObject({
      verb: 'Modified',
      url: '/superset/dashboard/1/',
      iso: '2026-01-02T00:00:00+00:00',
    });
  });

  it('Created: the first 3 charts, dashboards and saved queries; queries open in SQL Lab', () => {
    const items = createdItems([chart(1)], [dashboard(2, 'sales')], [1, 2, 3, 4].map(query));
    expect(items.map((i) => i.title)).toEqual(['Chart 1', 'Board 2', 'Query 1', 'Query 2', 'Query 3']);
    expect(items[1]!.url).toBe('/superset/dashboard/sales/');
    expect(items[2]).toMatchObject({
      kind: 'query',
      url: '/sqllab/?savedQueryId=1',
      iso: null,
      fallback: '5 minutes ago',
    });
    expect(createdItems(undefined, undefined, undefined)).toEqual([]);
  });
});
