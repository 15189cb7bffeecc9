/**
 * The annotation layer popover's choices and defaults (Superset's AnnotationLayer control): the
 * four annotation types, the sources each accepts, the line styles and opacities.
 */
export type AnnotationType = 'EVENT' | 'INTERVAL' | 'TIME_SERIES' | 'FORMULA';

export interface AnnotationLayerValue {
  name: string;
  annotationType: AnnotationType;
  sourceType: string;
  value: unknown;
  show: boolean;
  showLabel: boolean;
  showMarkers: boolean;
  hideLine: boolean;
  overrides: Record<string, unknown>;
  style: string;
  opacity: string;
  color: string | null;
  width: number;
  titleColumn: string;
  descriptionColumns: string[];
  timeColumn: string;
  intervalEndColumn: string;
}

export const ANNOTATION_TYPES: [AnnotationType, string][] = [
  ['EVENT', 'Event'],
  ['INTERVAL', 'Interval'],
  ['TIME_SERIES', 'Time series'],
  ['FORMULA', 'Formula'],
];

/** Sources of a type: Superset's native layers for events and intervals, else another chart. */
export function sourceChoices(type: AnnotationType): [string, string][] {
  if (type === 'FORMULA') return [];
  if (type === 'TIME_SERIES') return [['line', 'Line Chart']];
  return [
    ['NATIVE', 'Superset annotation'],
    ['table', 'Table'],
  ];
}

export const STYLES: [string, string][] = [
  ['solid', 'Solid'],
  ['dashed', 'Dashed'],
  ['longDashed', 'Long dashed'],
  ['dotted', 'Dotted'],
];
export const OPACITIES: [string, string][] = [
  ['', 'Opaque'],
  ['opacityLow', 'Low'],
  ['opacityMedium', 'Medium'],
  ['opacityHigh', 'High'],
];

export const DEFAULT_LAYER: AnnotationLayerValue = {
  name: '',
  annotationType: 'FORMULA',
  sourceType: '',
  value: null,
  show: true,
  showLabel: false,
  showMarkers: false,
  hideLine: false,
  overrides: {},
  style: 'solid',
  opacity: '',
  color: null,
  width: 1,
  titleColumn: '',
  descriptionColumns: [],
  timeColumn: '',
  intervalEndColumn: '',
};

/** What the popover's OK needs: a name and a value (layer, chart or formula), and columns for a table. */
export function layerErrors(layer: AnnotationLayerValue): string[] {
  const errors: string[] = [];
  if (!layer.name.trim()) errors.push('Name is required');
  if (layer.value === null || layer.value === '' || layer.value === undefined)
    errors.push(layer.annotationType === 'FORMULA' ? 'Formula is required' : 'Source is required');
  if (layer.sourceType === 'table' && !layer.timeColumn) errors.push('Time column is required');
  return errors;
}

/** A type change keeps the name and style; the source is the type's first. */
export function withType(layer: AnnotationLayerValue, annotationType: AnnotationType): AnnotationLayerValue {
  const sources = sourceChoices(annotationType);
  return { ...layer, annotationType, sourceType: sources[0]?.[0] ?? '', value: null };
}
