import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

afterEach(cleanup);

function Hello() {
  return <div>hello page</div>;
}

describe('lazyPage', () => {
  it('fetches the chunk once, and renders a preloaded page without a fallback', async () => {
    let loads = 0;
    const { Page, load } = lazyPage(() => {
      loads++;
      return Promise.resolve({ default: Hello });
    });
    expect(loads).toBe(0);
    await load();
    expect(load()).toBe(load());
    let fallbacks = 0;
    function Fallback() {
      fallbacks++;
      return <div>loading</div>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Page />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('hello page')).toBeTruthy();
    expect(fallbacks).toBe(0);
    expect(loads).toBe(1);
  });

  it('suspends until a page that was not preloaded arrives', async () => {
    let arrive: (m: { default: typeof Hello }) => void = () => undefined;
    const { Page } = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<div>loading</div>}>
          <Page />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      arrive({ default: Hello });
      await Promise.resolve();
    });
    expect(await screen.findByText('hello page')).toBeTruthy();
  });

  it('tries a failed download again on the next load', async () => {
    let loads = 0;
    const { load } = lazyPage(() => {
      loads++;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hello });
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toMatchObject({ default: Hello });
    expect(loads).toBe(2);
  });
});
