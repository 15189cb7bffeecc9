import type { ControlPanelConfig } from '../sdk/controls.js';

export const bigNumberTotalControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', expanded: true, controlSetRows: [['metric'], ['adhoc_filters']] },
    {
      label: 'Display settings',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'subtitle',
            config: { type: 'TextControl', label: 'Subtitle', default: '', renderTrigger: true },
          },
        ],
        [
          {
            name: 'header_font_size',
            config: {
              type: 'SelectControl',
              label: 'Big number font size',
              default: 0.4,
              renderTrigger: true,
            },
          },
          {
            name: 'subheader_font_size',
            config: {
              type: 'SelectControl',
              label: 'Subtitle font size',
              default: 0.15,
              renderTrigger: true,
            },
          },
        ],
        ['y_axis_format', 'currency_format'],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number format' } },
};
