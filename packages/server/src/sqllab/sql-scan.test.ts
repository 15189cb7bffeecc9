/**
 * The lexer reads strings, comments and quotes as each engine does: unit cases for every family,
 * and generated scripts whose statement count must equal DuckDB's (`extractStatements`) and
 * PostgreSQL's (libpg-query, the server's own parser) wherever those parse the script.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import pgq from 'libpg-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbSpec, mysqlSpec, postgresSpec, sqliteSpec } from '../engines/index.js';
import { keywordsOf, lex, lexOptionsFor, splitStatements, type LexOptions } from './sql-scan.js';

const PG: LexOptions = { family: 'postgresql' };
const DUCK: LexOptions = { family: 'duckdb' };
const MY: LexOptions = { family: 'mysql' };
const LITE: LexOptions = { family: 'sqlite' };

const ATTACK = "SELECT 'a' LIKE'\\'; DROP TABLE sales; --'";

describe('splitStatements per engine family', () => {
  it("reads '\\' after LIKE as a plain string in PostgreSQL and DuckDB (E is not a token there)", () => {
    for (const options of [PG, DUCK]) {
      expect(splitStatements(ATTACK, options)).toEqual(["SELECT 'a' LIKE'\\'", 'DROP TABLE sales']);
      expect(keywordsOf(ATTACK, options)).toContain('DROP');
    }
  });

  it("reads e'…' after LIKE as an escape string when the E stands alone", () => {
    const sql = "SELECT 'a' LIKE e'\\'; DROP TABLE sales; --'";
    for (const options of [PG, DUCK]) expect(splitStatements(sql, options)).toEqual([sql]);
    expect(splitStatements("SELECT E'it\\'s; x'; SELECT 2", PG)).toEqual(["SELECT E'it\\'s; x'", 'SELECT 2']);
    // After a digit the E is a token of its own too; inside a longer word it is not.
    expect(splitStatements("SELECT 1 AS name'\\'; SELECT 2", PG)).toHaveLength(2);
  });

  it('has no escape strings in SQLite, backslash escapes in MySQL strings of both quotes', () => {
    expect(splitStatements("SELECT e'\\'; SELECT 2; --'", LITE)).toEqual(["SELECT e'\\'", 'SELECT 2']);
    expect(splitStatements(ATTACK, MY)).toEqual([ATTACK]);
    // MySQL reads "a\"" as the string a" (the old lexer read one statement here).
    expect(splitStatements('SELECT "a\\""; DROP TABLE x; -- "', MY)).toEqual([
      'SELECT "a\\""',
      'DROP TABLE x',
    ]);
  });

  it('nests block comments and ends -- comments at a carriage return in PostgreSQL', () => {
    const nested = "SELECT 1 /* /* */ ' */; DROP TABLE sales; --'";
    expect(splitStatements(nested, PG)).toEqual(["SELECT 1 /* /* */ ' */", 'DROP TABLE sales']);
    expect(splitStatements(nested, MY)).toEqual([nested]);
    expect(splitStatements('SELECT 1 --\r; DROP TABLE sales; --\n', PG)).toEqual([
      'SELECT 1 --\n',
      'DROP TABLE sales',
    ]);
    expect(splitStatements('SELECT 1 --\r; DROP TABLE sales; --\n', LITE)).toHaveLength(1);
  });

  it('takes non-ASCII tags in dollar quotes and DuckDB Unicode spaces as spaces', () => {
    expect(splitStatements("SELECT $é$ ' $é$; DROP TABLE x; -- '", PG)).toEqual([
      "SELECT $é$ ' $é$",
      'DROP TABLE x',
    ]);
    const nbsp = "SELECT 'a' LIKE\u00a0e'\\'; SELECT 1; ' ; DROP TABLE sales; --'";
    expect(splitStatements(nbsp, DUCK)).toHaveLength(2);
    expect(keywordsOf(nbsp, DUCK)).toContain('DROP');
    // In PostgreSQL U+00A0 is an identifier character: LIKE\u00a0e is one word.
    expect(splitStatements(nbsp, PG)).toHaveLength(3);
  });

  it('reads MySQL comments as MySQL does: -- needs a blank, # comments, executable comments run', () => {
    expect(splitStatements('SELECT 1 --1; DROP TABLE x', MY)).toEqual(['SELECT 1 --1', 'DROP TABLE x']);
    expect(splitStatements('SELECT 1 -- x; DROP TABLE x', MY)).toEqual(['SELECT 1 -- x; DROP TABLE x\n']);
    expect(splitStatements('SELECT 1 # x; y\n; SELECT 2', MY)).toHaveLength(2);
    expect(keywordsOf('SELECT 1 /*!50000 , (SELECT * FROM salaries) */', MY)).toContain('SALARIES');
    expect(keywordsOf('SELECT 1 /*M! UNION SELECT 2 */', MY)).toContain('UNION');
    expect(keywordsOf('SELECT 1 /* SELECT salaries */', MY)).not.toContain('SALARIES');
  });

  it('quotes with backticks only in MySQL and SQLite, with brackets only in SQLite', () => {
    expect(splitStatements('SELECT 1 AS `;`; SELECT 2', MY)).toHaveLength(2);
    expect(splitStatements('SELECT 1 ` 2; SELECT 3 `', PG)).toHaveLength(2);
    expect(splitStatements("SELECT 1 AS [']; DROP TABLE x; --", LITE)).toEqual([
      "SELECT 1 AS [']",
      'DROP TABLE x',
    ]);
  });

  it('keeps the line break after a trailing line comment, so statements can be joined again', () => {
    for (const options of [PG, MY, LITE]) {
      const statements = splitStatements('SELECT 1 -- one\n; SELECT 2 -- two\n; ', options);
      expect(statements).toHaveLength(2);
      expect(splitStatements(statements.join(';\n'), options)).toEqual(statements);
    }
    expect(splitStatements('SELECT 1 -- one\n;', PG)).toEqual(['SELECT 1 -- one\n']);
    // Only the family's spaces are trimmed: U+00A0 belongs to a PostgreSQL identifier.
    expect(splitStatements('SELECT 1 AS x\u00a0', PG)).toEqual(['SELECT 1 AS x\u00a0']);
  });

  it("reads each engine in its spec's family", () => {
    expect(lexOptionsFor(mysqlSpec)).toEqual(MY);
    expect(lexOptionsFor(duckdbSpec)).toEqual(DUCK);
    expect(lexOptionsFor(postgresSpec)).toEqual(PG);
    expect(lexOptionsFor(sqliteSpec)).toEqual(LITE);
  });
});

/** A small seeded generator (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Characters that end or open strings and comments in one engine or another. */
const TRICKY = [
  "'",
  '\\',
  ';',
  'e',
  'E',
  '-',
  '*',
  '/',
  '$',
  'a',
  '"',
  '`',
  ' ',
  '\n',
  '\r',
  '\u00a0',
  'é',
  '#',
  '[',
  ']',
];

function scripts(seed: number, count: number): string[] {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const chars = (n: number) => Array.from({ length: Math.floor(rnd() * n) }, () => pick(TRICKY)).join('');
  const gap = (): string =>
    pick([
      () => '',
      () => ' ',
      () => pick(['\t', '\n', '\r', '\u00a0', '\f']),
      () => `--${chars(8)}${pick(['\n', '\r'])}`,
      () => `/*${chars(8).replaceAll('*/', '')}*/`,
      () => `/* ${pick(['/*', ''])}${chars(6).replaceAll('*/', '')} */`,
    ])();
  const literal = (): string =>
    pick([
      () => `'${chars(8).replaceAll("'", "''")}'`,
      () => `${pick(['E', 'e'])}'${chars(8).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`,
      () => `"${chars(6).replaceAll('"', '""')}"`,
      () => String(Math.floor(rnd() * 100)),
    ])();
  const dollar = (): string => {
    const tag = pick(['', 'a', 'é']);
    return `$${tag}$${chars(8).replaceAll('$', '')}$${tag}$`;
  };
  const expr = (): string => {
    const base = rnd() < 0.2 ? dollar() : literal();
    // `'x' LIKE'…'`, `'x' LIKE e'…'`: where the lexer took the E of LIKE for an escape string.
    if (rnd() < 0.3) return `'x' LIKE${pick(['', ' ', '\u00a0', '\n'])}${base}`;
    return base;
  };
  const statement = () => `SELECT${pick([' ', '\n', '\u00a0'])}${gap()}${expr()}${gap()}`;
  const out: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const parts = Array.from({ length: 1 + Math.floor(rnd() * 3) }, statement);
    let sql = parts.join(pick([';', ';\n', '; ']));
    if (rnd() < 0.5) sql += `;${gap()}`;
    // Free-form noise at the end: mostly not valid SQL, kept when the engine parses it anyway.
    if (rnd() < 0.4) sql += chars(10);
    out.push(sql);
  }
  return out;
}

/**
 * DuckDB drops a statement that is one bare non-ASCII word (`SELECT 1; é` is one statement); the
 * lexer counts it, which only refuses more.
 */
const loneNonAscii = (statement: string): boolean => {
  const words = lex(statement, DUCK).filter((t) => t.kind !== 'space' && t.kind !== 'comment');
  return (
    words.length === 1 &&
    words[0]!.kind === 'word' &&
    [...words[0]!.text].every((c) => c.charCodeAt(0) > 0x7f)
  );
};

describe('statement counts equal the engines’ own', () => {
  let instance: DuckDBInstance;
  let duck: DuckDBConnection;
  beforeAll(async () => {
    await pgq.loadModule();
    instance = await DuckDBInstance.create(':memory:');
    duck = await instance.connect();
  });
  afterAll(() => {
    duck?.closeSync();
    instance?.closeSync();
  });

  const engineCount = async (engine: 'duckdb' | 'postgresql', sql: string): Promise<number | null> => {
    try {
      if (engine === 'duckdb') return (await duck.extractStatements(sql)).count;
      return ((pgq.parseSync(sql) as { stmts?: unknown[] }).stmts ?? []).length;
    } catch {
      return null; // the engine refuses the script whole: nothing runs
    }
  };

  it.each(['duckdb', 'postgresql'] as const)('on %s, for generated scripts', async (engine) => {
    let compared = 0;
    const mismatches: string[] = [];
    for (const sql of scripts(engine === 'duckdb' ? 11 : 23, 6000)) {
      const expected = await engineCount(engine, sql);
      if (expected === null) continue;
      compared += 1;
      const ours = splitStatements(sql, { family: engine }).filter(
        (s) => engine !== 'duckdb' || !loneNonAscii(s),
      );
      if (ours.length !== expected) mismatches.push(JSON.stringify(sql));
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(engine === 'duckdb' ? 1500 : 800);
  });

  it('on both, for the finding and its variants', async () => {
    for (const sql of [
      ATTACK,
      "SELECT 'a' LIKE e'\\'; DROP TABLE sales; --'",
      "SELECT 1 /* /* */ ' */; DROP TABLE sales; --'",
      'SELECT 1 --\r; DROP TABLE sales; --\n',
      "SELECT $é$ ' $é$; DROP TABLE sales; -- '",
    ]) {
      for (const engine of ['duckdb', 'postgresql'] as const)
        expect(splitStatements(sql, { family: engine }).length, `${engine}: ${sql}`).toBe(
          await engineCount(engine, sql),
        );
    }
  });
});
