/**
 * `charts/<name>_<id>.yaml`, as Superset's ExportChartsCommand writes it: `params` as an object
 * (the form data), `query_context` as the JSON text it is stored as, and the uuid of its dataset.
 */
import type { SliceRow } from '../../security/access/chart.js';
import { IMPORT_VERSION } from '../configs/fields.js';
import { getFilename } from './filename.js';
import { jsonValue } from './json-text.js';

export const chartFileName = (row: SliceRow) => `charts/${getFilename(row.slice_name, row.id)}.yaml`;

export function chartConfig(row: SliceRow, datasetUuid: string | undefined): Record<string, unknown> {
  return {
    slice_name: row.slice_name,
    description: row.description,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    viz_type: row.viz_type,
    params: jsonValue(row.params),
    query_context: row.query_context && row.query_context.trim() !== '' ? row.query_context : null,
    cache_timeout: row.cache_timeout,
    uuid: row.uuid,
    version: IMPORT_VERSION,
    ...(datasetUuid && { dataset_uuid: datasetUuid }),
  };
}
