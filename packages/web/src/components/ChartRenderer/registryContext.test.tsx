import { ChartRegistry } from '@meridian/charts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ChartRegistryProvider,
  createRegistrySource,
  staticRegistrySource,
  useChartRegistry,
} from './registryContext';

afterEach(cleanup);

function Keys() {
  return <div>{useChartRegistry().keys().join(',') || 'empty'}</div>;
}

describe('chart registry context', () => {
  it('builds its registry once, on first use', async () => {
    let loads = 0;
    const source = createRegistrySource(() => {
      loads++;
      return Promise.resolve(new ChartRegistry());
    });
    expect(loads).toBe(0);
    const a = source.get();
    expect(source.get()).toBe(a);
    await a;
    expect(loads).toBe(1);
  });

  it('provides the registry to components, suspending until it is ready', async () => {
    await act(async () => {
      render(
        <ChartRegistryProvider source={staticRegistrySource(new ChartRegistry())}>
          <Suspense fallback={<div>loading</div>}>
            <Keys />
          </Suspense>
        </ChartRegistryProvider>,
      );
      await Promise.resolve();
    });
    expect(await screen.findByText('empty')).toBeTruthy();
  });

  it('refuses to work without a provider', () => {
    expect(() => render(<Keys />)).toThrow(/ChartRegistryProvider/);
  });
});
