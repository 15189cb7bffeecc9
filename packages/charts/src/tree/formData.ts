/** The form data the tree chart reads (Superset's tree_chart keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  choiceField,
  metricField,
  numberField,
  readField,
} from '../sdk/formDataSchema.js';
import { entityField, readRoam } from '../shared/entityField.js';

export const LABEL_POSITIONS = ['left', 'top', 'right', 'bottom'] as const;
export const TREE_SYMBOLS = [
  'emptyCircle',
  'circle',
  'rect',
  'triangle',
  'diamond',
  'pin',
  'arrow',
  'none',
] as const;

export const treeFormDataSchema = baseFormDataSchema.extend({
  id: entityField(),
  parent: entityField(),
  name: entityField(),
  root_node_id: readField((v) =>
    typeof v === 'string' || typeof v === 'number' ? (v === '' ? undefined : String(v)) : undefined,
  ),
  metric: metricField(),
  layout: choiceField(['orthogonal', 'radial'] as const, 'orthogonal'),
  orient: choiceField(['LR', 'RL', 'TB', 'BT'] as const, 'LR'),
  node_label_position: choiceField(LABEL_POSITIONS, 'left'),
  child_label_position: choiceField(LABEL_POSITIONS, 'bottom'),
  emphasis: choiceField(['ancestor', 'descendant', 'none'] as const, 'descendant'),
  symbol: choiceField(TREE_SYMBOLS, 'emptyCircle'),
  symbolSize: numberField(7),
  roam: readField((v) => readRoam(v, true)),
});
export type TreeFormData = z.output<typeof treeFormDataSchema>;
