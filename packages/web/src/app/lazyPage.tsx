/**
 * A code-split page that can be fetched before React renders it. Unlike `React.lazy`, whose first
 * render always suspends (and a suspension that shows a fallback reveals the page no sooner than
 * React's 300 ms fallback throttle), a page whose chunk has already arrived renders at once.
 */
import { use, type ComponentType } from 'react';
import { tracked } from '../components/ChartRenderer/trackedPromise';

export interface LazyPage {
  Page: ComponentType;
  /** Fetches the chunk (once); the same promise on every call. */
  load: () => Promise<unknown>;
}

export function lazyPage(loader: () => Promise<{ default: ComponentType }>): LazyPage {
  let module: Promise<{ default: ComponentType }> | null = null;
  const load = () => {
    module ??= tracked(
      loader().catch((e: unknown) => {
        module = null; // a failed download is tried again on the next visit
        throw e;
      }),
    );
    return module;
  };
  function Page() {
    const { default: Component } = use(load());
    return <Component />;
  }
  return { Page, load };
}
