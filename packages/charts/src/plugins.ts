/** Every chart plugin of this package, and a registry holding them all. */
import { agGridTablePlugin } from './agGridTable/index.js';
import { bigNumberPlugin } from './bigNumber/index.js';
import { bigNumberTotalPlugin } from './bigNumberTotal/index.js';
import { boxPlotPlugin } from './boxPlot/index.js';
import { bubblePlugin } from './bubble/index.js';
import { calHeatmapPlugin } from './calHeatmap/index.js';
import { countryMapPlugin } from './countryMap/index.js';
import { funnelPlugin } from './funnel/index.js';
import { ganttPlugin } from './gantt/index.js';
import { gaugePlugin } from './gauge/index.js';
import { graphPlugin } from './graph/index.js';
import { handlebarsPlugin } from './handlebars/index.js';
import { horizonPlugin } from './horizon/index.js';
import { heatmapPlugin, legacyHeatmapPlugin } from './heatmap/index.js';
import { histogramPlugin } from './histogram/index.js';
import { mapboxPlugin } from './mapbox/index.js';
import { mixedTimeseriesPlugin } from './mixedTimeseries/index.js';
import { piePlugin } from './pie/index.js';
import { pivotTablePlugin } from './pivotTable/index.js';
import { popKpiPlugin } from './popKpi/index.js';
import { radarPlugin } from './radar/index.js';
import { rosePlugin } from './rose/index.js';
import { sankeyPlugin } from './sankey/index.js';
import { sunburstPlugin } from './sunburst/index.js';
import { treemapPlugin } from './treemap/index.js';
import { treePlugin } from './tree/index.js';
import type { ChartPlugin } from './sdk/plugin.js';
import { ChartRegistry } from './sdk/registry.js';
import { tablePlugin } from './table/index.js';
import { createTimeseriesPlugin, TIMESERIES_VIZ_TYPES } from './timeseries/index.js';
import { waterfallPlugin } from './waterfall/index.js';
import { wordCloudPlugin } from './wordCloud/index.js';
import { worldMapPlugin } from './worldMap/index.js';

/** The built-in plugins, in the order the chart picker lists them. */
export function defaultChartPlugins(): ChartPlugin[] {
  return [
    tablePlugin,
    agGridTablePlugin,
    bigNumberPlugin,
    bigNumberTotalPlugin,
    piePlugin,
    ...TIMESERIES_VIZ_TYPES.map(createTimeseriesPlugin),
    pivotTablePlugin,
    horizonPlugin,
    heatmapPlugin,
    legacyHeatmapPlugin,
    treemapPlugin,
    sunburstPlugin,
    worldMapPlugin,
    funnelPlugin,
    gaugePlugin,
    radarPlugin,
    waterfallPlugin,
    boxPlotPlugin,
    histogramPlugin,
    bubblePlugin,
    calHeatmapPlugin,
    wordCloudPlugin,
    handlebarsPlugin,
    countryMapPlugin,
    mapboxPlugin,
    mixedTimeseriesPlugin,
    popKpiPlugin,
    rosePlugin,
    graphPlugin,
    sankeyPlugin,
    treePlugin,
    ganttPlugin,
  ];
}

/** A new registry with every built-in chart type (a fresh instance each call). */
export function createDefaultRegistry(): ChartRegistry {
  const registry = new ChartRegistry();
  for (const plugin of defaultChartPlugins()) registry.register(plugin);
  return registry;
}
