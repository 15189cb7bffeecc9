/** `catalogs/`, `schemas/` and `tables/` of a database: what the user may see of it. */
import { catalogsQuerySchema, schemasQuerySchema, tablesQuerySchema, type TableOption } from '@meridian/core';
import { listCatalogs, listSchemas, listTables, openDatabase } from '../../services/database/browse.js';
import { parseQ, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { qArg, type Handler } from './handler.js';

export const getCatalogs: Handler = async (ctx, request) => {
  const q = validated(catalogsQuerySchema, parseQ(qArg(request)), 'q');
  const opened = await openDatabase(ctx, request.user!, pathPk(request));
  return { result: await listCatalogs(ctx, request.user!, opened, q.force === true) };
};

export const getSchemas: Handler = async (ctx, request) => {
  const q = validated(schemasQuerySchema, parseQ(qArg(request)), 'q');
  const opened = await openDatabase(ctx, request.user!, pathPk(request));
  const args = {
    catalog: q.catalog ?? null,
    force: q.force === true,
    uploadAllowed: q.upload_allowed === true,
  };
  return { result: await listSchemas(ctx, request.user!, opened, args) };
};

export const getTables: Handler = async (ctx, request) => {
  const q = validated(tablesQuerySchema, parseQ(qArg(request)), 'q');
  const opened = await openDatabase(ctx, request.user!, pathPk(request));
  const schema = q.schema_name === '' ? null : q.schema_name;
  const args = { catalog: q.catalog_name ?? null, schema, force: q.force === true };
  const result: TableOption[] = await listTables(ctx, request.user!, opened, args);
  return { count: result.length, result };
};
