import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, SETTINGS_ITEMS, activeNavKey, allowedItems } from './navigation';

describe('navigation entries by permission', () => {
  const gamma = { roles: { Gamma: [['can_read', 'Dataset'] as [string, string]] } };
  const alpha = { roles: { Alpha: [['menu_access', 'Datasets'] as [string, string]] } };
  const admin = { roles: { Admin: [] } };

  it('shows gated entries only to users holding their permission', () => {
    const keys = (user?: { roles: Record<string, [string, string][]> }) =>
      allowedItems([...NAV_ITEMS, ...SETTINGS_ITEMS], user).map((i) => i.key);
    expect(keys(undefined)).not.toContain('datasets'); // roles not known yet
    expect(keys(gamma)).not.toContain('datasets');
    expect(keys(alpha)).toContain('datasets');
    expect(keys(alpha)).not.toContain('databases');
    expect(keys(admin)).toEqual(expect.arrayContaining(['datasets', 'databases']));
  });

  it('marks Datasets current on the list and on the create page', () => {
    expect(activeNavKey('/tablemodelview/list/')).toBe('datasets');
    expect(activeNavKey('/dataset/add/')).toBe('datasets');
  });
});

describe('activeNavKey: one current entry', () => {
  it('marks the nested page, not its parent as well', () => {
    expect(activeNavKey('/sqllab/history/')).toBe('query-history');
    expect(activeNavKey('/sqllab/history')).toBe('query-history');
    expect(activeNavKey('/sqllab/')).toBe('sqllab');
    expect(activeNavKey('/sqllab/p/abc')).toBe('sqllab');
    expect(activeNavKey('/sqllab')).toBe('sqllab');
  });

  it('marks charts for the list and explore, dashboards for a dashboard page', () => {
    expect(activeNavKey('/chart/list/')).toBe('charts');
    expect(activeNavKey('/explore/')).toBe('charts');
    expect(activeNavKey('/superset/dashboard/3/')).toBe('dashboards');
    expect(activeNavKey('/dashboard/list')).toBe('dashboards');
  });

  it('matches whole path segments, and marks nothing off the menu', () => {
    expect(activeNavKey('/sqllabx/')).toBeUndefined();
    expect(activeNavKey('/databaseview/list/')).toBeUndefined();
    expect(activeNavKey('/superset/welcome/')).toBeUndefined();
  });
});
