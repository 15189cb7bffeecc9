/**
 * The country map: the chosen country's subdivisions (its own lazily loaded shapes chunk, registered
 * once per country as an ECharts map) filled by the metric; a click cross-filters on the
 * subdivision's code, a right-click gives its drill filters.
 */
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pointFilters } from '../shared/contextMenu.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import { countryLabel } from './countries.js';
import { parseCountryShapes, type CountryShapes } from './geometry.js';
import { buildCountryMapOption } from './option.js';
import { COUNTRY_SHAPES } from './shapeIndex.js';
import type { CountryMapChartProps } from './transformProps.js';

echarts.use([MapChart, TooltipComponent, VisualMapContinuousComponent, CanvasRenderer]);

const mapName = (country: string) => `country_map:${country}`;
const loaded = new Map<string, CountryShapes>();

/** The country's shapes, loaded (and registered with ECharts) on first use. */
async function loadShapes(country: string): Promise<CountryShapes> {
  const cached = loaded.get(country);
  if (cached) return cached;
  const { default: text } = await COUNTRY_SHAPES[country]!();
  const shapes = parseCountryShapes(text);
  // ECharts' map types want its own GeoJSON type; the FeatureCollection is that shape.
  echarts.registerMap(
    mapName(country),
    shapes.geojson as unknown as Parameters<typeof echarts.registerMap>[1],
  );
  loaded.set(country, shapes);
  return shapes;
}

const messageStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'rgba(0, 0, 0, 0.45)',
  textAlign: 'center',
} as const;

export default function CountryMapChart(props: CountryMapChartProps & ChartHooks) {
  const { width, height, country, entity } = props;
  const [shapes, setShapes] = useState<{ country: string; shapes: CountryShapes } | { error: string } | null>(
    () => (country && loaded.has(country) ? { country, shapes: loaded.get(country)! } : null),
  );
  useEffect(() => {
    if (!country) return;
    let live = true;
    loadShapes(country).then(
      (s) => live && setShapes({ country, shapes: s }),
      () => live && setShapes({ error: `Could not load map data for ${countryLabel(country)}` }),
    );
    return () => {
      live = false;
    };
  }, [country]);

  const selection = props.filterState?.value as unknown[][] | null | undefined;
  const ready = shapes && 'shapes' in shapes && shapes.country === country ? shapes.shapes : undefined;
  const built = useMemo(
    () => (ready && country ? buildCountryMapOption(props, mapName(country), ready, selection) : undefined),
    // The hooks change identity on every render; only the data, size, shapes and selection matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, country, width, height, props.rows, props.linearColorScheme, props.format, selection],
  );

  const message = !country
    ? props.selectedCountry
      ? `No map data available for ${props.selectedCountry}`
      : 'Choose a country to plot the map for'
    : shapes && 'error' in shapes
      ? shapes.error
      : undefined;
  if (message) return <div style={{ ...messageStyle, width, height }}>{message}</div>;
  if (!built) return <div style={{ width, height }} data-test="country-map-loading" />;

  const { option, labelMap } = built;
  const groupby = entity === undefined ? [] : [entity];
  const events: EChartEvents = {
    onClick: (params) => {
      // Only subdivisions with data filter (a grey one has no entity value).
      if (params.name !== undefined && labelMap[params.name])
        toggleCrossFilter(props, groupby, labelMap, params.name);
    },
    describe: (params) => {
      const iso = params?.name;
      const values = iso === undefined ? undefined : labelMap[iso];
      const label = iso === undefined ? '' : (ready?.names.get(iso) ?? iso);
      return { filters: values ? pointFilters(groupby, values) : [], label: values ? label : '' };
    },
  };
  return <PluginEChart echarts={echarts} option={option} chart={props} events={events} />;
}
