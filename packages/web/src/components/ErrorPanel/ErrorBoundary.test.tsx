import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(cleanup);

function Boom(): never {
  throw new Error('Kaboom');
}

describe('ErrorBoundary', () => {
  it('shows the "Unexpected error" panel with a See more / See less toggle', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    spy.mockRestore();
    expect(screen.getByText('Unexpected error')).toBeTruthy();
    expect(screen.getByText('Kaboom')).toBeTruthy();
    expect(document.querySelector('[data-test="error-panel-details"]')).toBeNull();
    fireEvent.click(screen.getByText('See more'));
    expect(document.querySelector('[data-test="error-panel-details"]')?.textContent).toContain('Kaboom');
    fireEvent.click(screen.getByText('See less'));
    expect(document.querySelector('[data-test="error-panel-details"]')).toBeNull();
  });

  it('renders children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
