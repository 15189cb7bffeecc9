/**
 * One table of a database: `table_metadata/` (`?name=&schema=&catalog=`), the older
 * `table/{table}/{schema}/`, their `extra` companions and `select_star/{table}/{schema}/`.
 */
import { tableMetadataQuerySchema } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import { assertCatalogAccess } from '../../security/access/catalog.js';
import {
  NO_TABLE,
  openTable,
  readSelectStar,
  readTableMetadata,
  STAR_NO_TABLE,
} from '../../services/database/browse.js';
import { notFound } from '../errors.js';
import { validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import type { Handler } from './handler.js';
import { tableMetadataPayload } from './serialize.js';

/** `undefined`/`null` in a path segment mean "no schema", as Superset's parse_js_uri_path_item. */
const pathItem = (s: string | undefined): string | null => {
  if (s === undefined || s === '' || s === 'undefined' || s === 'null') return null;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** `table/with/slashes/schema/` → table and schema (the last segment), or table alone. */
function tableAndSchema(request: FastifyRequest, withSchema: 'required' | 'optional') {
  const rest = (request.params as { '*': string })['*'];
  const parts = rest.replace(/\/+$/, '').split('/');
  if (parts.length === 1) {
    if (withSchema === 'required') throw notFound();
    return { table: pathItem(parts[0]) ?? '', schema: null };
  }
  const schema = pathItem(parts.pop());
  return { table: pathItem(parts.join('/')) ?? '', schema };
}

const tableQuery = (request: FastifyRequest) => {
  const q = validated(tableMetadataQuerySchema, request.query ?? {}, '');
  return { ...q, schema: q.schema ?? null };
};

export const getTableMetadata: Handler = async (ctx, request) => {
  const q = tableQuery(request);
  const ref = { table: q.name, schema: q.schema };
  const { row, connector } = await openTable(ctx, request.user!, pathPk(request), ref, NO_TABLE);
  assertCatalogAccess(request.user!, row, connector, q.catalog);
  const { meta, star } = await readTableMetadata(connector, q.schema, q.name, q.catalog ?? null);
  return tableMetadataPayload(meta, star);
};

export const getTableMetadataExtra: Handler = async (ctx, request) => {
  const q = tableQuery(request);
  await openTable(ctx, request.user!, pathPk(request), { table: q.name, schema: q.schema }, NO_TABLE);
  return {};
};

export const getTableByPath: Handler = async (ctx, request) => {
  const ref = tableAndSchema(request, 'required');
  const { connector } = await openTable(ctx, request.user!, pathPk(request), ref, NO_TABLE);
  const { meta, star } = await readTableMetadata(connector, ref.schema, ref.table, null);
  return tableMetadataPayload(meta, star);
};

export const getTableExtraByPath: Handler = async (ctx, request) => {
  const ref = tableAndSchema(request, 'required');
  await openTable(ctx, request.user!, pathPk(request), ref, NO_TABLE);
  return {};
};

export const getSelectStar: Handler = async (ctx, request) => {
  const ref = tableAndSchema(request, 'optional');
  const { connector } = await openTable(ctx, request.user!, pathPk(request), ref, STAR_NO_TABLE);
  return { result: await readSelectStar(connector, ref.schema, ref.table) };
};
