import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { ToastContainer } from './ToastContainer';
import { TOAST_DURATIONS, addToast, type ToastKind } from './toastsSlice';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('uses the spec durations: info 4 s, success 4 s, warning 6 s, danger 8 s', () => {
    expect(TOAST_DURATIONS).toEqual({ info: 4000, success: 4000, warning: 6000, danger: 8000 });
  });

  it('shows each kind and closes it after its duration', () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <ToastContainer />
      </Provider>,
    );
    const kinds: ToastKind[] = ['info', 'success', 'warning', 'danger'];
    act(() => {
      for (const kind of kinds) store.dispatch(addToast({ kind, text: `${kind} message` }));
    });
    const visible = () =>
      Array.from(document.querySelectorAll('[data-test="toast"]')).map((el) => el.getAttribute('data-kind'));
    expect(visible()).toEqual(kinds);
    expect(screen.getByText('danger message')).toBeTruthy();

    act(() => void vi.advanceTimersByTime(3999));
    expect(visible()).toEqual(kinds);
    act(() => void vi.advanceTimersByTime(1));
    expect(visible()).toEqual(['warning', 'danger']);
    act(() => void vi.advanceTimersByTime(2000));
    expect(visible()).toEqual(['danger']);
    act(() => void vi.advanceTimersByTime(2000));
    expect(visible()).toEqual([]);
  });

  it('does not stack the same message twice', () => {
    const store = makeStore();
    store.dispatch(addToast({ kind: 'danger', text: 'Network error' }));
    store.dispatch(addToast({ kind: 'danger', text: 'Network error' }));
    expect(store.getState().toasts.toasts).toHaveLength(1);
  });
});
