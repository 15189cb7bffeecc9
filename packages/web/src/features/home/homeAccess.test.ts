import { describe, expect, it } from 'vitest';
import { homeAccess } from './homeAccess';

describe('homeAccess', () => {
  it('shows each panel to users who may read its list', () => {
    expect(homeAccess({ roles: { Admin: [] } })).toEqual({
      dashboards: true,
      charts: true,
      savedQueries: true,
    });
    expect(
      homeAccess({
        roles: {
          sql_lab: [
            ['can_read', 'SavedQuery'],
            ['can_read', 'Dashboard'],
          ],
        },
      }),
    ).toEqual({ dashboards: true, charts: false, savedQueries: true });
    expect(homeAccess(undefined)).toEqual({ dashboards: false, charts: false, savedQueries: false });
  });
});
