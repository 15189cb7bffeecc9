import type { ControlPanelConfig } from '../sdk/controls.js';
import { fontSizes } from '../shared/controlItems.js';

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
        fontSizes('Subtitle font size'),
        ['y_axis_format', 'currency_format'],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number format' } },
};
