/**
 * The answer to reading data without the grant: 403 with Superset's DATASOURCE_SECURITY_ACCESS_ERROR,
 * naming the dataset and its owners so the user knows whom to ask.
 */
import { HttpError } from '../api/errors.js';
import type { MetaDb } from '../meta/db.js';

export const datasourceAccessMessage = (name: string) =>
  `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`;

export function datasourceAccessError(name: string, owners: string[], body: Record<string, unknown> = {}) {
  return new HttpError(403, 'forbidden', {
    message: datasourceAccessMessage(name),
    errors: [
      {
        message: datasourceAccessMessage(name),
        error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
        level: 'error',
        extra: { datasource: name, owners },
      },
    ],
    ...body,
  });
}

export async function datasetOwnerNames(db: MetaDb, datasetId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sqlatable_user as o')
    .innerJoin('ab_user as u', 'u.id', 'o.user_id')
    .select(['u.first_name', 'u.last_name'])
    .where('o.table_id', '=', datasetId)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => `${r.first_name} ${r.last_name}`);
}
