import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a module's named export (React.lazy takes only default exports): the code loads
 * the first time the component renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own bound
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
