import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useGetCatalogsQuery, useGetSchemasQuery } from '../../api/databases';
import { isUnauthorized } from '../../api/errors';
import type { DatabaseSelection } from './DatabaseSelector';
import { reconcileWithOptions } from './pickerRules';

export const SCHEMA_LOAD_ERROR = 'There was an error loading the schemas';
export const CATALOG_LOAD_ERROR = 'There was an error loading the catalogs';

/**
 * The catalogs (multi-catalog databases) and schemas of the chosen database, with the picker's
 * rules applied to the selection as they arrive, and the schemas' "Force refresh".
 */
export function useCatalogsAndSchemas(
  { db, catalog, schema }: DatabaseSelection,
  onChange: (next: DatabaseSelection) => void,
  reportError: (message: string) => void,
) {
  // "Force refresh" asks the server to bypass its metadata cache, for the database it was asked on.
  const [forcedDbId, setForcedDbId] = useState<number | null>(null);
  const forceSchemas = db !== null && forcedDbId === db.id;

  const multiCatalog = Boolean(db?.allow_multi_catalog);
  const catalogs = useGetCatalogsQuery(db && multiCatalog ? { dbId: db.id } : skipToken);
  const needCatalog = multiCatalog && catalog === null;
  const schemas = useGetSchemasQuery(
    db && !needCatalog
      ? { dbId: db.id, catalog: multiCatalog ? catalog : null, force: forceSchemas }
      : skipToken,
  );

  // Spec §4: one option is chosen for the user; a value the server no longer lists is dropped.
  const catalogList = catalogs.currentData;
  useEffect(() => {
    if (!catalogList) return;
    const next = reconcileWithOptions(catalog, catalogList);
    if (next !== catalog) onChange({ db, catalog: next, schema: null });
  }, [catalogList, catalog, db, onChange]);

  const schemaList = schemas.currentData;
  useEffect(() => {
    if (!schemaList) return;
    const next = reconcileWithOptions(schema, schemaList);
    if (next !== schema) onChange({ db, catalog, schema: next });
  }, [schemaList, schema, catalog, db, onChange]);

  useEffect(() => {
    if (schemas.error && !isUnauthorized(schemas.error)) reportError(SCHEMA_LOAD_ERROR);
  }, [schemas.error, reportError]);
  useEffect(() => {
    if (catalogs.error && !isUnauthorized(catalogs.error)) reportError(CATALOG_LOAD_ERROR);
  }, [catalogs.error, reportError]);

  const refreshSchemas = () => {
    if (forceSchemas) void schemas.refetch();
    else setForcedDbId(db?.id ?? null);
  };

  return {
    multiCatalog,
    needCatalog,
    catalogs: { list: catalogList, fetching: catalogs.isFetching },
    schemas: {
      list: schemaList,
      fetching: schemas.isFetching,
      refreshing: schemas.isFetching && forceSchemas,
    },
    refreshSchemas,
  };
}
