/**
 * Draws one chart from results: the plugin (looked up in the context registry by viz_type) turns
 * the results into props with `transformProps`, and its lazily loaded component draws them.
 * Reports when the drawing succeeded or failed, so the chart status can move to rendered / failed.
 */
import type { ChartDataResult, ChartDatasource, ChartHooks, ChartPlugin, FormData } from '@meridian/charts';
import {
  Component,
  Suspense,
  createElement,
  use,
  useEffect,
  useMemo,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Loading } from '../Loading';
import { loadChartComponent } from './chartModules';
import { useChartRegistry } from './registryContext';

/** The plugin's component, suspending until its code has loaded. */
function PluginChart({ plugin, props }: { plugin: ChartPlugin; props: Record<string, unknown> }) {
  return createElement(use(loadChartComponent(plugin)), props);
}

export interface ChartRendererProps {
  formData: FormData;
  queriesResponse: ChartDataResult[];
  width: number;
  height: number;
  /** The dataset's verbose names and metric formats (see buildChartDatasource); raw names without it. */
  datasource?: ChartDatasource;
  hooks?: ChartHooks;
  onRenderSuccess?: () => void;
  onRenderFailure?: (error: Error) => void;
}

class RenderBoundary extends Component<
  { onError: (error: Error) => void; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.error ? null : this.props.children;
  }
}

/** Mounted after the chart inside the same Suspense: its effect runs once the chart is drawn. */
function RenderReporter({ onRendered, token }: { onRendered?: () => void; token: unknown }) {
  useEffect(() => {
    onRendered?.();
  }, [onRendered, token]);
  return null;
}

function FailureReporter({ error, onFailure }: { error: Error; onFailure?: (e: Error) => void }) {
  useEffect(() => {
    onFailure?.(error);
  }, [error, onFailure]);
  return null;
}

type Transformed = { props: Record<string, unknown> } | { error: Error };

export function ChartRenderer({
  formData,
  queriesResponse,
  width,
  height,
  datasource,
  hooks,
  onRenderSuccess,
  onRenderFailure,
}: ChartRendererProps) {
  const registry = useChartRegistry();
  const plugin = registry.get(formData.viz_type);
  const transformed = useMemo<Transformed>(() => {
    if (!plugin) return { error: new Error(`Unknown chart type: ${formData.viz_type}`) };
    try {
      const props = plugin.transformProps({
        formData,
        queriesData: queriesResponse,
        width,
        height,
        ...(datasource ? { datasource } : {}),
      });
      return { props: props as Record<string, unknown> };
    } catch (e) {
      return { error: e instanceof Error ? e : new Error(String(e)) };
    }
  }, [plugin, formData, queriesResponse, width, height, datasource]);

  if ('error' in transformed)
    return <FailureReporter error={transformed.error} onFailure={onRenderFailure} />;
  return (
    <RenderBoundary key={`${formData.viz_type}`} onError={(e) => onRenderFailure?.(e)}>
      <Suspense fallback={<Loading />}>
        <PluginChart plugin={plugin!} props={{ ...transformed.props, ...hooks }} />
        <RenderReporter onRendered={onRenderSuccess} token={transformed} />
      </Suspense>
    </RenderBoundary>
  );
}
