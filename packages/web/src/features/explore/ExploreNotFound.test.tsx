import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CHART_NOT_FOUND, DATASET_NOT_FOUND, ExploreNotFound, notFoundDescription } from './ExploreNotFound';

afterEach(cleanup);

describe('explore not found', () => {
  it('says a chart or dataset may exist but be out of reach', () => {
    expect(notFoundDescription({ slice_id: 12 }, 'Not found')).toBe(CHART_NOT_FOUND);
    expect(notFoundDescription({ slice_id: 12, form_data_key: 'k' }, 'Not found')).toBe(CHART_NOT_FOUND);
    expect(notFoundDescription({ datasource_id: 3, datasource_type: 'table' }, 'Not found')).toBe(
      DATASET_NOT_FOUND,
    );
    expect(CHART_NOT_FOUND).toContain('you do not have access');
  });

  it("keeps the server's text for a form-data key or permalink", () => {
    expect(notFoundDescription({ form_data_key: 'abc' }, 'Form data not found in cache')).toBe(
      'Form data not found in cache',
    );
    expect(notFoundDescription({ permalink_key: 'p1' }, 'Permalink not found')).toBe('Permalink not found');
  });

  it('shows the text and leads back to the chart list', () => {
    render(
      <MemoryRouter initialEntries={['/explore/?slice_id=12']}>
        <Routes>
          <Route
            path="/explore/"
            element={<ExploreNotFound params={{ slice_id: 12 }} serverText="Not found" />}
          />
          <Route path="/chart/list/" element={<div data-testid="chart-list">charts</div>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Chart not found')).toBeTruthy();
    expect(screen.getByText(CHART_NOT_FOUND)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to charts' }));
    expect(screen.getByTestId('chart-list')).toBeTruthy();
  });
});
