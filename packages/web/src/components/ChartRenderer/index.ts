export { ChartRenderer, type ChartRendererProps } from './ChartRenderer';
export { ChartContainer, NO_RESULTS_TITLE, type ChartContainerProps } from './ChartContainer';
export { ChartErrorPanel, chartErrorTitle } from './ChartErrorPanel';
export {
  CHART_STOPPED_ALERT,
  RENDER_ERROR,
  chartReducer,
  initialChartState,
  isChartLoading,
  type ChartAction,
  type ChartState,
  type ChartStatus,
} from './chartState';
export {
  ChartRegistryProvider,
  createDefaultRegistrySource,
  createRegistrySource,
  staticRegistrySource,
  useChartRegistry,
  useChartRegistrySource,
  type ChartRegistrySource,
} from './registryContext';
export { buildChartQueryContext, useChartQuery, type ChartQuery } from './useChartQuery';
export { useElementSize } from './useElementSize';
