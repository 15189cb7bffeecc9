/**
 * The AG Grid table's controls (Superset's plugin-chart-ag-grid-table): the table's query section,
 * then Options (timestamp format, page length, search box, column config) and Visual formatting
 * (cell bars, +/- alignment and colours, conditional formatting).
 */
import type { ControlPanelConfig, ControlSetRow } from '../sdk/controls.js';
import { conditionalFormatting, renderCheckbox } from '../shared/controlItems.js';
import { tableControlPanel } from '../table/controlPanel.js';

const serverPaginated = (s: { form_data: Record<string, unknown> }) => Boolean(s.form_data.server_pagination);

/** The table's Query section with Superset's AG Grid wording of the server page length. */
const querySection = {
  ...tableControlPanel.sections[0]!,
  controlSetRows: tableControlPanel.sections[0]!.controlSetRows.map((row): ControlSetRow =>
    row.map((item) =>
      typeof item === 'object' && item && 'name' in item && item.name === 'server_page_length'
        ? {
            ...item,
            config: {
              ...item.config,
              label: 'Server Page Length',
              freeForm: true,
              description: 'Rows per page, 0 means no pagination',
            },
          }
        : item,
    ),
  ),
};

export const agGridTableControlPanel: ControlPanelConfig = {
  sections: [
    querySection,
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'table_timestamp_format',
            config: {
              type: 'SelectControl',
              label: 'Timestamp format',
              default: 'smart_date',
              freeForm: true,
              renderTrigger: true,
              description: 'D3 time format for datetime columns',
            },
          },
        ],
        [
          {
            name: 'page_length',
            config: {
              type: 'SelectControl',
              label: 'Page length',
              default: null,
              freeForm: true,
              renderTrigger: true,
              choices: [[0, 'All'], ...[10, 20, 50, 100, 200].map((n) => [n, String(n)] as const)],
              description: 'Rows per page, 0 means no pagination',
              visibility: (s) => !serverPaginated(s),
            },
          },
        ],
        [renderCheckbox('include_search', 'Search box', false)],
        [
          {
            name: 'column_config',
            config: {
              type: 'ColumnConfigControl',
              label: 'Customize columns',
              description: 'Further customize how to display each column',
              renderTrigger: true,
            },
          },
        ],
        ['currency_format'],
      ],
    },
    {
      label: 'Visual formatting',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [renderCheckbox('show_cell_bars', 'Show cell bars', true)],
        [renderCheckbox('align_pn', 'Align +/-', false)],
        [renderCheckbox('color_pn', 'Add colors to cell bars for +/-', true)],
        [
          {
            ...conditionalFormatting,
            config: { ...conditionalFormatting.config, label: 'Custom conditional formatting' },
          },
        ],
      ],
    },
  ],
  controlOverrides: tableControlPanel.controlOverrides,
};
