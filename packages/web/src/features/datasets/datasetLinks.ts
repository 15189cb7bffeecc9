/** The explore page of a dataset (a new chart on it). */
export const exploreDatasetPath = (d: { id: number }): string =>
  `/explore/?datasource_type=table&datasource_id=${d.id}`;

export const DATASETS_LIST_PATH = '/tablemodelview/list/';
export const ADD_DATASET_PATH = '/dataset/add/';

/** Certification kept in a dataset's `extra` JSON (`{"certification": {certified_by, details}}`). */
export function datasetCertification(extra: string | null | undefined): {
  certified_by: string | null;
  details: string | null;
} {
  try {
    const parsed: unknown = JSON.parse(extra || '{}');
    const cert = (parsed as { certification?: { certified_by?: unknown; details?: unknown } } | null)
      ?.certification;
    return {
      certified_by: typeof cert?.certified_by === 'string' && cert.certified_by ? cert.certified_by : null,
      details: typeof cert?.details === 'string' ? cert.details : null,
    };
  } catch {
    return { certified_by: null, details: null };
  }
}
