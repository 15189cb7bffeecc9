import { MAX_SQL_TEXT_CHARS, executeBodySchema } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { MAX_SQL_CHARS } from '../../sql-safety/limits.js';

describe('SQL Lab wire contract', () => {
  it('caps SQL text in bodies as the server caps it elsewhere', () => {
    expect(MAX_SQL_TEXT_CHARS).toBe(MAX_SQL_CHARS);
    const long = executeBodySchema.safeParse({ database_id: 1, sql: 'x'.repeat(MAX_SQL_CHARS + 1) });
    expect(long.success).toBe(false);
  });
});
