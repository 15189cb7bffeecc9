import { describe, expect, it } from 'vitest';
import { decode, encode, encodeUri, tryDecode } from './rison';

describe('rison encode', () => {
  it('encodes scalars', () => {
    expect(encode(true)).toBe('!t');
    expect(encode(false)).toBe('!f');
    expect(encode(null)).toBe('!n');
    expect(encode(42)).toBe('42');
    expect(encode(-1.5)).toBe('-1.5');
    expect(encode(1e21)).toBe('1e21');
    expect(encode('abc')).toBe('abc');
    expect(encode('')).toBe("''");
  });

  it('quotes strings with special characters and escapes with !', () => {
    expect(encode('x y')).toBe("'x y'");
    expect(encode("it's")).toBe("'it!'s'");
    expect(encode('wow!')).toBe("'wow!!'");
    expect(encode('3d')).toBe("'3d'");
    expect(encode('-x')).toBe("'-x'");
    expect(encode('a:b')).toBe("'a:b'");
  });

  it('encodes objects and arrays', () => {
    expect(encode({ a: 1, b: 'x y' })).toBe("(a:1,b:'x y')");
    expect(encode([1, 2])).toBe('!(1,2)');
    expect(encode([])).toBe('!()');
    expect(encode({})).toBe('()');
    expect(encode({ a: undefined, b: 1 })).toBe('(b:1)');
  });

  it('encodes a dashboard list query as the API expects', () => {
    const q = {
      filters: [
        { col: 'dashboard_title', opr: 'ct', value: 'sales q1' },
        { col: 'owners', opr: 'rel_m_m', value: 3 },
        { col: 'published', opr: 'eq', value: true },
      ],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    };
    expect(encode(q)).toBe(
      "(filters:!((col:dashboard_title,opr:ct,value:'sales q1'),(col:owners,opr:rel_m_m,value:3)," +
        '(col:published,opr:eq,value:!t)),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
  });

  it('makes URI-safe text that keeps punctuation readable', () => {
    expect(encodeUri({ filter: 'a&b #1', page: 0 })).toBe("(filter:'a%26b%20%231',page:0)");
    expect(decodeURIComponent(encodeUri({ s: '100% +x' }))).toBe("(s:'100% +x')");
  });
});

describe('rison decode', () => {
  it('round-trips values', () => {
    const values: unknown[] = [
      { a: 1, b: 'x y', c: [true, false, null], d: { e: "it's!" } },
      [],
      {},
      '',
      -3.25,
      'plain',
      { 'odd key': [1, [2, [3]]] },
    ];
    for (const v of values) expect(decode(encode(v))).toEqual(v);
  });

  it('rejects malformed text', () => {
    expect(() => decode('(a:1')).toThrow(/Invalid rison/);
    expect(() => decode("'abc")).toThrow(/unterminated/);
    expect(() => decode('!x')).toThrow(/unknown literal/);
    expect(() => decode('(a:1)x')).toThrow(/unexpected 'x'/);
    expect(tryDecode('(a:')).toBeUndefined();
    expect(tryDecode(null)).toBeUndefined();
    expect(tryDecode('(a:!t)')).toEqual({ a: true });
  });
});
