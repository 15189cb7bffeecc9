import { validateNonEmpty } from '@meridian/core';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  CustomControlItem,
} from '../sdk/controls.js';
import { ROAM_CHOICES } from '../shared/entityField.js';
import { legendSection } from '../shared/sections.js';

const item = (name: string, config: ControlConfig): CustomControlItem => ({ name, config });
const column = (label: string, description: string, required: boolean): ControlConfig => ({
  type: 'DndColumnSelect',
  label,
  description,
  multi: false,
  clearable: !required,
  ...(required ? { validators: [validateNonEmpty] } : {}),
});
/** The force layout's own controls show only with that layout (the default). */
const forceOnly = ({ form_data: { layout } }: ControlPanelState) => !layout || layout === 'force';
const slider = (label: string, description: string, min: number, max: number, step: number, value: number) =>
  ({
    type: 'SliderControl',
    label,
    description,
    min,
    max,
    step,
    default: value,
    renderTrigger: true,
    visibility: forceOnly,
  }) as const;

export const graphControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [item('source', column('Source', 'Name of the source nodes', true))],
        [item('target', column('Target', 'Name of the target nodes', true))],
        ['metric'],
        [
          item(
            'source_category',
            column(
              'Source category',
              'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
              false,
            ),
          ),
        ],
        [item('target_category', column('Target category', 'Category of target nodes', false))],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        [
          item('layout', {
            type: 'RadioButtonControl',
            label: 'Graph layout',
            description: 'Layout type of graph',
            default: 'force',
            renderTrigger: true,
            choices: [
              ['force', 'Force'],
              ['circular', 'Circular'],
            ],
          }),
        ],
        [
          item('edgeSymbol', {
            type: 'SelectControl',
            label: 'Edge symbols',
            description: 'Symbol of two ends of edge line',
            default: 'none,arrow',
            renderTrigger: true,
            choices: [
              ['none,none', 'None -> None'],
              ['none,arrow', 'None -> Arrow'],
              ['circle,arrow', 'Circle -> Arrow'],
              ['circle,circle', 'Circle -> Circle'],
            ],
          }),
        ],
        [
          item('draggable', {
            type: 'CheckboxControl',
            label: 'Enable node dragging',
            description: 'Whether to enable node dragging in force layout mode.',
            default: false,
            renderTrigger: true,
            visibility: forceOnly,
          }),
        ],
        [
          item('roam', {
            type: 'SelectControl',
            label: 'Enable graph roaming',
            description: 'Whether to enable changing graph position and scaling.',
            default: true,
            renderTrigger: true,
            choices: ROAM_CHOICES,
          }),
        ],
        [
          item('selectedMode', {
            type: 'SelectControl',
            label: 'Node select mode',
            description: 'Allow node selections',
            default: 'single',
            renderTrigger: true,
            choices: [
              [false, 'Disabled'],
              ['single', 'Single'],
              ['multiple', 'Multiple'],
            ],
          }),
        ],
        [
          item('showSymbolThreshold', {
            type: 'TextControl',
            label: 'Label threshold',
            description: 'Minimum value for label to be displayed on graph.',
            isInt: true,
            default: 0,
            renderTrigger: true,
          }),
        ],
        [
          item('baseNodeSize', {
            type: 'TextControl',
            label: 'Node size',
            description: 'Median node size, the largest node will be 4 times larger than the smallest',
            isFloat: true,
            default: 20,
            renderTrigger: true,
          }),
          item('baseEdgeWidth', {
            type: 'TextControl',
            label: 'Edge width',
            description: 'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
            isFloat: true,
            default: 3,
            renderTrigger: true,
          }),
        ],
        [item('edgeLength', slider('Edge length', 'Edge length between nodes', 100, 1000, 50, 400))],
        [item('gravity', slider('Gravity', 'Strength to pull the graph toward center', 0.1, 1, 0.1, 0.3))],
        [item('repulsion', slider('Repulsion', 'Repulsion strength between nodes', 100, 3000, 50, 1000))],
        [item('friction', slider('Friction', 'Friction between nodes', 0.1, 1, 0.1, 0.2))],
      ],
    },
    legendSection,
  ],
};
