/**
 * Superset's REST operations that Meridian serves: each must appear in Meridian's own
 * `/api/v1/_openapi` under the same path (a trailing `{*}` covers the rest of a path), with the same
 * path parameters in the same places and no required query parameter Superset's clients would not
 * send. The served count is printed and may only grow: raise MIN_SERVED when operations are added.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../bundles/test-support/corpus.js';
import { login, startTestServer, type TestServer } from '../test-support/app.js';

/** Operations served when this test was last raised (of Superset's 276). */
const MIN_SERVED = 276;

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
type Operation = { parameters?: Parameter[] };
type Paths = Record<string, Partial<Record<string, Operation>>>;

/** `/a/{x}/b/` → segments `['a', '{}', 'b']` (names and the trailing slash do not matter to a client). */
const segments = (p: string) =>
  p
    .replace(/\/$/, '')
    .split('/')
    .map((s) => (/^\{[^}]+\}$/.test(s) ? (s === '{*}' ? '*' : '{}') : s));

/** Meridian's path pattern covers Superset's path: same segments, or a wildcard for the rest. */
function covers(mine: string[], theirs: string[]): boolean {
  for (let i = 0; i < mine.length; i++) {
    if (mine[i] === '*') return i === mine.length - 1 && theirs.length > i;
    if (theirs[i] === undefined) return false;
    if (mine[i] !== theirs[i]) return false;
  }
  return mine.length === theirs.length;
}

/** A concrete URL for Superset's path, for asking the router whether a route answers it. */
const concrete = (p: string) => p.replace(/\{[^}]+\}/g, (m) => (/pk|id\}/.test(m) ? '1' : 'x'));
const DUMMIES = new Set(['1', 'x', '']);

/** A route answers Superset's path itself: its parameters took only the placeholders, no literal part. */
function routeAnswers(server: TestServer, method: string, p: string): boolean {
  const found = server.app.findRoute({ method: method.toUpperCase() as 'GET', url: concrete(p) });
  if (!found) return false;
  const values = Object.values((found.params ?? {}) as Record<string, string>);
  return values.every((v) => v.split('/').every((part) => DUMMIES.has(part)));
}

let server: TestServer;
let mine: Paths;
const superset = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, 'openapi.json'), 'utf8')) as {
  paths: Paths;
};

beforeAll(async () => {
  server = await startTestServer();
  const admin = await login(server);
  const res = await server.app.inject({ url: '/api/v1/_openapi', headers: admin.headers });
  mine = (res.json() as { paths: Paths }).paths;
}, 60_000);
afterAll(() => server?.close());

describe("Superset's OpenAPI operations in Meridian's own document", () => {
  it('lists every served operation with compatible parameters, and serves at least as many as before', () => {
    const operations = Object.entries(superset.paths).flatMap(([p, ops]) =>
      METHODS.filter((m) => ops[m]).map((m) => ({ method: m, path: p, op: ops[m]! })),
    );
    const served = operations.filter(({ method, path: p }) => routeAnswers(server, method, p));
    const problems: string[] = [];
    for (const { method, path: p, op } of served) {
      const match = Object.entries(mine).find(([m, ops]) => ops[method] && covers(segments(m), segments(p)));
      if (!match) {
        problems.push(`${method.toUpperCase()} ${p}: served but missing from /api/v1/_openapi`);
        continue;
      }
      const ours = match[1][method]!.parameters ?? [];
      const pathParams = ours.filter((x) => x.in === 'path').length;
      const wildcard = segments(match[0]).includes('*');
      const theirPathParams = segments(p).filter((s) => s === '{}').length;
      if (!wildcard && pathParams !== theirPathParams)
        problems.push(
          `${method.toUpperCase()} ${p}: ${pathParams} path parameters, Superset has ${theirPathParams}`,
        );
      const theirQuery = new Set((op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name));
      for (const q of ours.filter((x) => x.in === 'query' && x.required)) {
        if (!theirQuery.has(q.name)) problems.push(`${method.toUpperCase()} ${p}: requires query ${q.name}`);
      }
    }
    console.log(`Superset operations Meridian serves: ${served.length} / ${operations.length}`);
    expect(problems).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(MIN_SERVED);
  });
});
