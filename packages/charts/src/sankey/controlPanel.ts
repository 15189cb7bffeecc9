import { validateNonEmpty } from '@meridian/core';
import type { ControlPanelConfig } from '../sdk/controls.js';
import { sortByMetric } from '../shared/controlItems.js';

const endpoint = (name: 'source' | 'target', label: string, description: string) => ({
  name,
  config: {
    type: 'DndColumnSelect' as const,
    label,
    description,
    multi: false,
    validators: [validateNonEmpty],
  },
});

export const sankeyControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [endpoint('source', 'Source', 'The column to be used as the source of the edge.')],
        [endpoint('target', 'Target', 'The column to be used as the target of the edge.')],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [sortByMetric],
      ],
    },
    { label: 'Chart Options', expanded: true, tabOverride: 'customize', controlSetRows: [['color_scheme']] },
  ],
};
