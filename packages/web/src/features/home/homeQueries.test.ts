import { describe, expect, it } from 'vitest';
import { encodeUri } from '../../api/rison';
import {
  OTHER_TAB_FILTERS,
  TableTab,
  WelcomeTable,
  editedFilters,
  homeListQuery,
  recentActivityQuery,
  tabFilters,
  viewAllPath,
} from './homeQueries';

// The `q` the browser sends, readable: the rison of the query.
const q = (filters?: Parameters<typeof homeListQuery>[0]) =>
  decodeURIComponent(encodeUri(homeListQuery(filters)));
const ORDER = 'order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:5';

describe('home list queries', () => {
  it('Mine of dashboards and charts: owners rel_m_m with the user id as text', () => {
    expect(q(tabFilters(TableTab.Mine, WelcomeTable.Dashboards, 7))).toBe(
      `(filters:!((col:owners,opr:rel_m_m,value:'7')),${ORDER})`,
    );
    expect(tabFilters(TableTab.Mine, WelcomeTable.Charts, 7)).toEqual([
      { col: 'owners', opr: 'rel_m_m', value: '7' },
    ]);
  });

  it('Mine of saved queries and every Created tab: created_by rel_o_m', () => {
    const created = [{ col: 'created_by', opr: 'rel_o_m', value: '3' }];
    expect(tabFilters(TableTab.Mine, WelcomeTable.SavedQueries, 3)).toEqual(created);
    expect(tabFilters(TableTab.Created, WelcomeTable.Charts, 3)).toEqual(created);
    expect(q(created)).toBe(`(filters:!((col:created_by,opr:rel_o_m,value:'3')),${ORDER})`);
  });

  it('Favorite: the resource’s own is_favorite filter on id', () => {
    expect(q(tabFilters(TableTab.Favorite, WelcomeTable.Dashboards, 1))).toBe(
      `(filters:!((col:id,opr:dashboard_is_favorite,value:!t)),${ORDER})`,
    );
    expect(tabFilters(TableTab.Favorite, WelcomeTable.Charts, 1)).toEqual([
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
  });

  it('Other: the Examples filters (created by nobody), or the ones configured', () => {
    expect(q(tabFilters(TableTab.Other, WelcomeTable.Charts, 1))).toBe(
      `(filters:!((col:created_by,opr:rel_o_m,value:0)),${ORDER})`,
    );
    expect(tabFilters(TableTab.Other, WelcomeTable.Charts, 1)).toBe(OTHER_TAB_FILTERS);
    const custom = [{ col: 'published', opr: 'eq', value: true }];
    expect(tabFilters(TableTab.Other, WelcomeTable.Dashboards, 1, custom)).toBe(custom);
  });

  it('Edited: changed_by rel_o_m; no filters: no filters key', () => {
    expect(q(editedFilters(12))).toBe(`(filters:!((col:changed_by,opr:rel_o_m,value:'12')),${ORDER})`);
    expect(q()).toBe(`(${ORDER})`);
  });

  it('Viewed asks the log for the last 6 distinct objects', () => {
    expect(decodeURIComponent(recentActivityQuery())).toBe('(distinct:!t,page:0,page_size:6)');
  });

  it('View All goes to the list, filtered to favourites from the Favorite tab', () => {
    expect(viewAllPath(WelcomeTable.Charts, TableTab.Mine)).toBe('/chart/list/');
    expect(decodeURIComponent(viewAllPath(WelcomeTable.Dashboards, TableTab.Favorite))).toBe(
      '/dashboard/list/?filters=(id:(label:Yes,value:!t))',
    );
    expect(viewAllPath(WelcomeTable.SavedQueries, TableTab.Mine)).toBe('/savedqueryview/list/');
  });
});
