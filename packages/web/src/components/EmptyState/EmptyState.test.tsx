import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows the spec defaults in medium size', () => {
    render(<EmptyState />);
    expect(screen.getByText('No results')).toBeTruthy();
    expect(screen.getByText('There is currently no information to display.')).toBeTruthy();
    expect(document.querySelector('[data-test="empty-state"]')?.getAttribute('data-size')).toBe('medium');
  });

  it('takes title, description, size and a primary button', () => {
    let clicked = 0;
    render(
      <EmptyState
        size="large"
        title="No dashboards yet"
        description={null}
        buttonText="Dashboard"
        buttonAction={() => clicked++}
      />,
    );
    expect(screen.getByText('No dashboards yet')).toBeTruthy();
    expect(screen.queryByText('There is currently no information to display.')).toBeNull();
    expect(document.querySelector('[data-test="empty-state"]')?.getAttribute('data-size')).toBe('large');
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(clicked).toBe(1);
  });

  it('renders the small size', () => {
    render(<EmptyState size="small" image="filter-results" />);
    expect(document.querySelector('[data-test="empty-state"]')?.getAttribute('data-size')).toBe('small');
  });
});
