import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';
import { toXlsx } from './xlsx.js';

describe('exports', () => {
  it('writes RFC 4180 CSV and defuses formulas', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        { a: 'x,y', b: 1 },
        { a: 'say "hi"', b: null },
        { a: '=cmd()', b: 2.5 },
      ],
    );
    expect(csv).toBe('a,b\r\n"x,y",1\r\n"say ""hi""",\r\n\'=cmd(),2.5\r\n');
  });

  it('keeps negative numbers as numbers and escapes formula pipes, as Superset does', () => {
    const csv = toCsv(['=h'], [{ '=h': '-12.50' }, { '=h': '-2+3' }, { '=h': "|calc'!A0" }, { '=h': ' @x' }]);
    expect(csv).toBe("'=h\r\n-12.50\r\n'-2+3\r\n'\\|calc'!A0\r\n' @x\r\n");
  });

  it('writes an XLSX workbook with numbers and escaped strings', () => {
    const files = unzipSync(toXlsx(['name', 'n'], [{ name: '<Tom & Jerry>', n: 3 }]));
    expect(Object.keys(files)).toContain('xl/worksheets/sheet1.xml');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="B2"><v>3</v></c>');
    expect(sheet).toContain('&lt;Tom &amp; Jerry&gt;');
  });
});
