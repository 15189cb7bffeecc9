/**
 * Annotation layers as the timeseries charts read them (Superset's AnnotationLayer form data):
 * the shown layers, their style values, the label of an annotation and the records of an
 * event/interval layer's answer.
 */
import { z } from 'zod';

export const annotationLayerSchema = z.looseObject({
  name: z.string(),
  annotationType: z.enum(['EVENT', 'INTERVAL', 'TIME_SERIES', 'FORMULA']),
  sourceType: z.string().nullish(),
  value: z.unknown(),
  show: z.boolean().nullish(),
  showLabel: z.boolean().nullish(),
  color: z.string().nullish(),
  opacity: z.string().nullish(),
  style: z.string().nullish(),
  width: z.number().nullish(),
  hideLine: z.boolean().nullish(),
  showMarkers: z.boolean().nullish(),
  timeColumn: z.string().nullish(),
  intervalEndColumn: z.string().nullish(),
  titleColumn: z.string().nullish(),
  descriptionColumns: z.array(z.string()).nullish(),
});
export type AnnotationLayerFormData = z.output<typeof annotationLayerSchema>;

/** The layers of the form data that are well formed and shown. */
export function shownLayers(value: unknown): AnnotationLayerFormData[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const parsed = annotationLayerSchema.safeParse(v);
    return parsed.success && parsed.data.show !== false ? [parsed.data] : [];
  });
}

/** Superset's AnnotationOpacity: '' (opaque), opacityLow, opacityMedium, opacityHigh. */
export function parseAnnotationOpacity(opacity: string | null | undefined): number {
  if (opacity === 'opacityLow') return 0.2;
  if (opacity === 'opacityMedium') return 0.5;
  if (opacity === 'opacityHigh') return 0.8;
  return 1;
}

/** ECharts' line type of Superset's styles (long dashes drawn as a dash pattern). */
export function lineType(style: string | null | undefined): 'solid' | 'dashed' | 'dotted' | number[] {
  if (style === 'dashed' || style === 'dotted') return style;
  if (style === 'longDashed') return [12, 6];
  return 'solid';
}

/** `name - title`, then the non-empty descriptions, as Superset's formatAnnotationLabel. */
export function formatAnnotationLabel(name: string, title: unknown, descriptions: unknown[]): string {
  const heading = [name, title].filter((t) => t !== null && t !== undefined && t !== '').map(String);
  const body = descriptions.filter((d) => d !== null && d !== undefined && d !== '').map(String);
  return [heading.join(' - '), body.join('\n')].filter(Boolean).join('\n\n');
}

export interface RecordAnnotation {
  time: unknown;
  intervalEnd: unknown;
  title: unknown;
  descriptions: unknown[];
}

/** Native layers read Superset's fixed columns; chart sources the columns the user picked. */
const NATIVE = {
  timeColumn: 'start_dttm',
  intervalEndColumn: 'end_dttm',
  titleColumn: 'short_descr',
  descriptionColumns: ['long_descr'],
};

/** The records of an event or interval layer's answer (`{records}`), or none. */
export function extractRecordAnnotations(
  layer: AnnotationLayerFormData,
  annotationData: Record<string, unknown>,
): RecordAnnotation[] {
  const result = annotationData[layer.name] as { records?: unknown } | undefined;
  if (!result || !Array.isArray(result.records)) return [];
  const cols =
    layer.sourceType === 'NATIVE'
      ? NATIVE
      : {
          timeColumn: layer.timeColumn ?? '',
          intervalEndColumn: layer.intervalEndColumn ?? '',
          titleColumn: layer.titleColumn ?? '',
          descriptionColumns: layer.descriptionColumns ?? [],
        };
  return (result.records as Record<string, unknown>[]).map((record) => ({
    time: record[cols.timeColumn],
    intervalEnd: record[cols.intervalEndColumn],
    title: record[cols.titleColumn],
    descriptions: cols.descriptionColumns.map((c) => record[c]),
  }));
}
