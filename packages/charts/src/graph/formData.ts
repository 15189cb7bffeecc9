/** The form data the graph chart reads (Superset's graph_chart keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  choiceField,
  metricField,
  numberField,
  passThroughField,
  readField,
  textField,
} from '../sdk/formDataSchema.js';
import { entityField, readRoam } from '../shared/entityField.js';

export type NodeSelectMode = false | 'single' | 'multiple';

export const graphFormDataSchema = baseFormDataSchema.extend({
  source: entityField(),
  target: entityField(),
  metric: metricField(),
  source_category: entityField(),
  target_category: entityField(),
  color_scheme: passThroughField<string>(),
  label_colors: passThroughField<Record<string, unknown>>(),
  layout: choiceField(['force', 'circular'] as const, 'force'),
  edgeSymbol: textField('none,arrow'),
  draggable: boolField(false),
  roam: readField((v) => readRoam(v, true)),
  selectedMode: readField((v): NodeSelectMode =>
    v === 'single' || v === 'multiple' ? v : v === false ? false : 'single',
  ),
  showSymbolThreshold: numberField(0),
  baseNodeSize: numberField(20),
  baseEdgeWidth: numberField(3),
  edgeLength: numberField(400),
  gravity: numberField(0.3),
  repulsion: numberField(1000),
  friction: numberField(0.2),
  legendSort: readField((v): 'asc' | 'desc' | null => (v === 'asc' || v === 'desc' ? v : null)),
});
export type GraphFormData = z.output<typeof graphFormDataSchema>;
