import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  mayUseSqlLab,
  SQLLAB_NO_ACCESS_DESCRIPTION,
  SQLLAB_NO_ACCESS_TITLE,
  SqlLabNoAccess,
} from './SqlLabAccess';

afterEach(cleanup);

describe('SQL Lab access', () => {
  it('is granted by can_read on SQLLab or by the Admin role, and unknown while roles load', () => {
    expect(mayUseSqlLab({ roles: { Gamma: [['can_read', 'Chart']] } })).toBe(false);
    expect(
      mayUseSqlLab({ roles: { Gamma: [['menu_access', 'Dashboards']], sql_lab: [['can_read', 'SQLLab']] } }),
    ).toBe(true);
    expect(mayUseSqlLab({ roles: { Admin: [] } })).toBe(true);
    expect(mayUseSqlLab(undefined)).toBeUndefined();
  });

  it('says why the editor is not there and leads back to the dashboards', () => {
    render(
      <MemoryRouter initialEntries={['/sqllab/']}>
        <Routes>
          <Route path="/sqllab/" element={<SqlLabNoAccess />} />
          <Route path="/dashboard/list/" element={<div data-testid="dashboards">dashboards</div>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(SQLLAB_NO_ACCESS_TITLE)).toBeTruthy();
    expect(screen.getByText(SQLLAB_NO_ACCESS_DESCRIPTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to dashboards' }));
    expect(screen.getByTestId('dashboards')).toBeTruthy();
  });
});
