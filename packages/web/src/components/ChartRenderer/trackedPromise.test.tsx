import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tracked } from './trackedPromise';

afterEach(cleanup);

function Value({ promise }: { promise: Promise<string> }) {
  return <div>{use(promise)}</div>;
}

describe('tracked', () => {
  it('records the outcome on the promise', async () => {
    const ok = tracked(Promise.resolve('yes'));
    expect(ok.status).toBe('pending');
    await ok;
    expect(ok).toMatchObject({ status: 'fulfilled', value: 'yes' });
    const failed = tracked(Promise.reject(new Error('no')));
    await failed.catch(() => undefined);
    expect(failed.status).toBe('rejected');
    expect((failed.reason as Error).message).toBe('no');
    expect(tracked(ok)).toBe(ok);
  });

  it('lets use() read a settled promise without showing the fallback', async () => {
    const ready = tracked(Promise.resolve('drawn'));
    await ready;
    let fallbacks = 0;
    function Fallback() {
      fallbacks++;
      return <div>loading</div>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Value promise={ready} />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(fallbacks).toBe(0);
  });
});
