import { validateNonEmpty } from '@meridian/core';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  CustomControlItem,
} from '../sdk/controls.js';
import { ROAM_CHOICES } from '../shared/entityField.js';

const item = (name: string, config: ControlConfig): CustomControlItem => ({ name, config });
const column = (label: string, description: string, required: boolean): ControlConfig => ({
  type: 'DndColumnSelect',
  label,
  description,
  multi: false,
  clearable: !required,
  ...(required ? { validators: [validateNonEmpty] } : {}),
});
const orthogonal = ({ form_data: { layout } }: ControlPanelState) =>
  (layout || 'orthogonal') === 'orthogonal';
const radio = (label: string, description: string, value: string, choices: [string, string][]) =>
  ({ type: 'RadioButtonControl', label, description, default: value, renderTrigger: true, choices }) as const;
const positions: [string, string][] = ['left', 'top', 'right', 'bottom'].map((p) => [p, p]);

export const treeControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [item('id', column('Id', 'Name of the id column', true))],
        [item('parent', column('Parent', 'Name of the column containing the id of the parent node', true))],
        [item('name', column('Name', 'Optional name of the data column.', false))],
        [
          item('root_node_id', {
            type: 'TextControl',
            label: 'Root node id',
            description: 'Id of root node of the tree.',
            renderTrigger: true,
          }),
        ],
        [
          item('metric', {
            type: 'DndMetricSelect',
            label: 'Metric',
            description: 'Metric for node values',
            multi: false,
            clearable: true,
          }),
        ],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          item(
            'layout',
            radio('Tree layout', 'Layout type of tree', 'orthogonal', [
              ['orthogonal', 'Orthogonal'],
              ['radial', 'Radial'],
            ]),
          ),
        ],
        [
          item('orient', {
            ...radio('Tree orientation', 'Orientation of tree', 'LR', [
              ['LR', 'Left to Right'],
              ['RL', 'Right to Left'],
              ['TB', 'Top to Bottom'],
              ['BT', 'Bottom to Top'],
            ]),
            visibility: orthogonal,
          }),
        ],
        [
          item(
            'node_label_position',
            radio('Node label position', 'Position of intermediate node label on tree', 'left', positions),
          ),
        ],
        [
          item(
            'child_label_position',
            radio('Child label position', 'Position of child node label on tree', 'bottom', positions),
          ),
        ],
        [
          item('emphasis', {
            ...radio('Emphasis', 'Which relatives to highlight on hover', 'descendant', [
              ['ancestor', 'ancestor'],
              ['descendant', 'descendant'],
            ]),
            visibility: orthogonal,
          }),
        ],
        [
          item('symbol', {
            type: 'SelectControl',
            label: 'Symbol',
            description: 'Layout type of tree',
            default: 'emptyCircle',
            renderTrigger: true,
            choices: [
              ['emptyCircle', 'Empty circle'],
              ['circle', 'Circle'],
              ['rect', 'Rectangle'],
              ['triangle', 'Triangle'],
              ['diamond', 'Diamond'],
              ['pin', 'Pin'],
              ['arrow', 'Arrow'],
              ['none', 'None'],
            ],
          }),
        ],
        [
          item('symbolSize', {
            type: 'SliderControl',
            label: 'Symbol size',
            description: 'Size of edge symbols',
            min: 5,
            max: 30,
            step: 2,
            default: 7,
            renderTrigger: true,
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
      ],
    },
  ],
};
