import { useEffect, useState } from 'react';
import { useChartRegistrySource } from '../../components/ChartRenderer';

/** viz_type → chart name from the registry, once its code has loaded (raw types until then). */
export function useVizTypeNames(): Record<string, string> {
  const source = useChartRegistrySource();
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    let cancelled = false;
    source?.get().then(
      (registry) => {
        if (!cancelled)
          setNames(Object.fromEntries(registry.keys().map((k) => [k, registry.get(k)!.metadata.name])));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [source]);
  return names;
}
