/**
 * Input sizes checked before any parse, template render or engine call: a parser or a template can
 * take seconds on megabytes of text, so a request is refused (400 naming the field) first.
 */

/** SQL text of one SQL Lab query, validation, estimate or format request, or a virtual dataset. */
export const MAX_SQL_CHARS = 1_000_000;
/** One user SQL fragment: adhoc metric or column, custom filter, where/having, calculated column. */
export const MAX_FRAGMENT_CHARS = 10_000;
/** Output of one template render; rendering stops once it is passed. */
export const MAX_RENDERED_SQL_CHARS = 2_000_000;
/** Query objects in one chart-data request. */
export const MAX_QUERIES_PER_REQUEST = 20;
/** Time offsets (time comparison) in one query object. */
export const MAX_TIME_OFFSETS = 10;
/** Nesting depth of a rison `q` parameter. */
export const MAX_RISON_DEPTH = 32;
/** How long one SQL parse may take off the event loop before the request is refused. */
export const PARSE_DEADLINE_MS = 5_000;
/** Length of a rison `q` parameter (Node already bounds a request's headers to 16 KB by default). */
export const MAX_RISON_CHARS = 100_000;
/** Nesting depth of a JSON request body or a JSON text field (params, json_metadata, extra, ...). */
export const MAX_JSON_DEPTH = 64;
/** Ids in one bulk request (`?q=!(1,2,...)`): the lists page at most 100 rows. */
export const MAX_IDS_PER_REQUEST = 1_000;
/** Loop items (all `for` loops and `range` calls together) in one template render. */
export const MAX_TEMPLATE_LOOP_ITEMS = 100_000;
