/** Superset's MapBox controls (legacy-plugin-chart-map-box): names, labels, defaults and sections. */
import type { ControlChoice, ControlPanelConfig, ControlPanelState } from '../sdk/controls.js';
import { legacyRegularTime } from '../shared/timeSection.js';
import { DEFAULT_MAPBOX_COLOR, DEFAULT_MAPBOX_STYLE } from './formData.js';

const options = (values: readonly string[]): ControlChoice[] => values.map((v) => [v, v] as const);
const columnChoices = (state: ControlPanelState): ControlChoice[] =>
  (state.datasource?.columns ?? []).map((c) => [c.column_name, c.verbose_name || c.column_name] as const);

const COLOR_CHOICES: ControlChoice[] = [
  [DEFAULT_MAPBOX_COLOR, 'Dark Cyan'],
  ['rgb(128, 0, 128)', 'Purple'],
  ['rgb(255, 215, 0)', 'Gold'],
  ['rgb(69, 69, 69)', 'Dim Gray'],
  ['rgb(220, 20, 60)', 'Crimson'],
  ['rgb(34, 139, 34)', 'Forest Green'],
];

const viewportControl = (name: string, label: string, fallback: number, description: string) => ({
  name,
  config: {
    type: 'TextControl' as const,
    label,
    renderTrigger: true,
    isFloat: true,
    default: fallback,
    description,
  },
});

export const mapboxControlPanel: ControlPanelConfig = {
  sections: [
    legacyRegularTime,
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'all_columns_x',
            config: {
              type: 'DndColumnSelect',
              label: 'Longitude',
              description: 'Column containing longitude data',
              multi: false,
            },
          },
        ],
        [
          {
            name: 'all_columns_y',
            config: {
              type: 'DndColumnSelect',
              label: 'Latitude',
              description: 'Column containing latitude data',
              multi: false,
            },
          },
        ],
        [
          {
            name: 'clustering_radius',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'Clustering Radius',
              default: '60',
              choices: options(['0', '20', '40', '60', '80', '100', '200', '500', '1000']),
              description:
                'The radius (in pixels) the algorithm uses to define a cluster. Choose 0 to turn off ' +
                'clustering, but beware that a large number of points (>1000) will cause lag.',
            },
          },
        ],
        ['row_limit'],
        ['adhoc_filters'],
        ['groupby'],
      ],
    },
    {
      label: 'Points',
      controlSetRows: [
        [
          {
            name: 'point_radius',
            config: {
              type: 'SelectControl',
              label: 'Point Radius',
              default: 'Auto',
              description:
                'The radius of individual points (ones that are not in a cluster). Either a numerical ' +
                'column or `Auto`, which scales the point based on the largest cluster',
              mapStateToProps: (state) => ({ choices: [['Auto', 'Auto'] as const, ...columnChoices(state)] }),
            },
          },
        ],
        [
          {
            name: 'point_radius_unit',
            config: {
              type: 'SelectControl',
              label: 'Point Radius Unit',
              default: 'Pixels',
              choices: options(['Pixels', 'Miles', 'Kilometers']),
              description: 'The unit of measure for the specified point radius',
            },
          },
        ],
      ],
    },
    {
      label: 'Labelling',
      controlSetRows: [
        [
          {
            name: 'mapbox_label',
            config: {
              type: 'SelectControl',
              multi: true,
              label: 'label',
              default: [],
              description:
                '`count` is COUNT(*) if a group by is used. Numerical columns will be aggregated with ' +
                'the aggregator. Non-numerical columns will be used to label points. Leave empty to get ' +
                'a count of points in each cluster.',
              mapStateToProps: (state) => ({ choices: columnChoices(state) }),
            },
          },
        ],
        [
          {
            name: 'pandas_aggfunc',
            config: {
              type: 'SelectControl',
              label: 'Cluster label aggregator',
              clearable: false,
              choices: options(['sum', 'mean', 'min', 'max', 'std', 'var']),
              default: 'sum',
              description:
                'Aggregate function applied to the list of points in each cluster to produce the cluster label.',
            },
          },
        ],
      ],
    },
    {
      label: 'Visual Tweaks',
      controlSetRows: [
        [
          {
            name: 'render_while_dragging',
            config: {
              type: 'CheckboxControl',
              label: 'Live render',
              default: true,
              description: 'Points and clusters will update as the viewport is being changed',
            },
          },
        ],
        [
          {
            name: 'mapbox_style',
            config: {
              type: 'SelectControl',
              label: 'Map Style',
              clearable: false,
              renderTrigger: true,
              freeForm: true,
              choices: [
                ['mapbox://styles/mapbox/streets-v9', 'Streets'],
                ['mapbox://styles/mapbox/dark-v9', 'Dark'],
                [DEFAULT_MAPBOX_STYLE, 'Light'],
                ['mapbox://styles/mapbox/satellite-streets-v9', 'Satellite Streets'],
                ['mapbox://styles/mapbox/satellite-v9', 'Satellite'],
                ['mapbox://styles/mapbox/outdoors-v9', 'Outdoors'],
              ],
              default: DEFAULT_MAPBOX_STYLE,
              description:
                'Base layer map style. See Mapbox documentation: https://docs.mapbox.com/help/glossary/style-url/',
            },
          },
        ],
        [
          {
            name: 'global_opacity',
            config: {
              type: 'TextControl',
              label: 'Opacity',
              default: 1,
              isFloat: true,
              description: 'Opacity of all clusters, points, and labels. Between 0 and 1.',
            },
          },
        ],
        [
          {
            name: 'mapbox_color',
            config: {
              type: 'SelectControl',
              freeForm: true,
              label: 'RGB Color',
              default: DEFAULT_MAPBOX_COLOR,
              choices: COLOR_CHOICES,
              description: 'The color for points and clusters in RGB',
            },
          },
        ],
      ],
    },
    {
      label: 'Viewport',
      expanded: true,
      controlSetRows: [
        [
          viewportControl('viewport_longitude', 'Default longitude', 14, 'Longitude of default viewport'),
          viewportControl('viewport_latitude', 'Default latitude', 14, 'Latitude of default viewport'),
        ],
        [viewportControl('viewport_zoom', 'Zoom', 1.96, 'Zoom level of the map'), null],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      description:
        'One or many controls to group by. If grouping, latitude and longitude columns must be present.',
    },
  },
};
