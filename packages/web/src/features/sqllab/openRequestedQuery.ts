/** Opens in a tab what a link into SQL Lab asks for: a saved query, a dataset, SQL or a permalink. */
import { request } from '../../api/client';
import type { DatasetDetail } from '../../api/datasets';
import { fetchSavedQuery } from '../../api/savedQueries';
import { QUERY_NOT_LOADED, SQL_LOAD_FAILED } from './state/messages';
import type { SqlLabState } from './state/types';
import type { TabActions } from './state/useTabActions';
import type { RequestedQuery } from './requestedQuery';

interface OpenDeps {
  tabs: TabActions;
  getState: () => SqlLabState;
  addDangerToast: (m: string) => void;
}

type Requested<K extends RequestedQuery['kind']> = Extract<RequestedQuery, { kind: K }>;

async function openSavedQuery({ tabs, getState, addDangerToast }: OpenDeps, r: Requested<'savedQuery'>) {
  const existing = getState().queryEditors.find((e) => e.savedQueryId === r.id);
  if (existing) return tabs.activate(existing.id);
  try {
    const q = await fetchSavedQuery(r.id);
    await tabs.add({
      name: q.label,
      dbId: q.database?.id ?? q.db_id ?? null,
      catalog: q.catalog,
      schema: q.schema,
      sql: q.sql,
      templateParams: q.template_parameters ?? '',
      savedQueryId: q.id,
    });
  } catch {
    addDangerToast(QUERY_NOT_LOADED);
  }
}

async function openDatasource({ tabs, addDangerToast }: OpenDeps, r: Requested<'datasource'>) {
  try {
    const d = (await request<{ result: DatasetDetail }>(`/api/v1/dataset/${r.datasetId}`)).result;
    await tabs.add({
      name: `Query ${d.table_name}`,
      dbId: d.database.id,
      catalog: d.catalog,
      schema: d.schema,
      sql: r.sql,
      autorun: true,
    });
  } catch {
    addDangerToast(SQL_LOAD_FAILED);
  }
}

async function openPermalink({ tabs, addDangerToast }: OpenDeps, r: Requested<'permalink'>) {
  try {
    const res = await request<{ state?: Record<string, unknown> } & Record<string, unknown>>(
      `/api/v1/sqllab/permalink/${encodeURIComponent(r.key)}`,
    );
    const s = res.state ?? res;
    await tabs.add({
      ...(typeof s.name === 'string' ? { name: s.name } : {}),
      dbId: typeof s.dbId === 'number' ? s.dbId : null,
      catalog: typeof s.catalog === 'string' ? s.catalog : null,
      schema: typeof s.schema === 'string' ? s.schema : null,
      sql: typeof s.sql === 'string' ? s.sql : '',
      templateParams: typeof s.templateParams === 'string' ? s.templateParams : '',
      autorun: s.autorun === true,
    });
  } catch {
    addDangerToast(QUERY_NOT_LOADED);
  }
}

export async function openRequestedQuery(
  deps: OpenDeps,
  r: Exclude<RequestedQuery, { kind: 'new' }>,
): Promise<void> {
  switch (r.kind) {
    case 'savedQuery':
      return openSavedQuery(deps, r);
    case 'datasource':
      return openDatasource(deps, r);
    case 'permalink':
      return openPermalink(deps, r);
    case 'sql':
      await deps.tabs.add({
        ...(r.name ? { name: r.name } : {}),
        ...(r.dbId !== null ? { dbId: r.dbId, schema: r.schema, catalog: r.catalog } : {}),
        sql: r.sql,
        autorun: r.autorun,
      });
  }
}
