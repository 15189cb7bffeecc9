import { describe, expect, it } from 'vitest';
import type { StoredResults } from '../../sqllab/results-store.js';
import { csvChunks } from './csv.js';

function stored(names: string[], rows: unknown[][]): StoredResults {
  const columns = names.map((name) => ({ column_name: name, name, type: null, is_dttm: false }));
  return {
    status: 'success',
    query_id: 1,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    rowCount: rows.length,
    lines: [JSON.stringify(rows)],
    counts: [rows.length],
  } as unknown as StoredResults;
}

describe('SQL Lab CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas, keeping numbers as numbers', () => {
    const csv = [
      ...csvChunks(
        stored(
          ['=HYPERLINK("x")', 'n'],
          [
            ["=cmd|' /C calc'!A0", -5],
            ['+1+1', '-12.50'],
            ['-2+3', 0],
            ['@SUM(A1)', null],
            ['\t=1', 1],
            ['\r=1', 2],
            ['  =1', 3],
            ['%0A=1', 4],
            ['plain', '-1e5'],
          ],
        ),
      ),
    ].join('');
    expect(csv.split('\r\n')).toEqual([
      '"\'=HYPERLINK(""x"")",n',
      "'=cmd\\|' /C calc'!A0,-5",
      "'+1+1,-12.50",
      "'-2+3,0",
      "'@SUM(A1),",
      "'\t=1,1",
      '"\'\r=1",2',
      "'  =1,3",
      "'%0A=1,4",
      'plain,-1e5',
      '',
    ]);
  });
});
