import { describe, expect, it } from 'vitest';
import { ipNetwork } from './ip-network.js';
import { translateInternetAddress } from './internet-address.js';
import { translatePort } from './port.js';

describe('ipNetwork (Python ip_network, strict=False)', () => {
  it.each([
    ['10.0.0.1', 167772161n, 167772161n],
    ['192.168.1.0/24', 3232235776n, 3232236031n],
    ['192.168.1.77/24', 3232235776n, 3232236031n],
    ['10.0.0.0/255.255.0.0', 167772160n, 167837695n],
    ['10.0.0.0/0.0.255.255', 167772160n, 167837695n],
    ['0.0.0.0/0', 0n, 4294967295n],
    ['16909060', 16909060n, 16909060n],
    ['::1', 1n, 1n],
    ['2001:db8::/32', 0x20010db8n << 96n, (0x20010db8n << 96n) | ((1n << 96n) - 1n)],
    ['::ffff:1.2.3.4', 0xffff01020304n, 0xffff01020304n],
  ])('%s', (text, first, last) => {
    expect(ipNetwork(text)).toEqual({ first, last });
  });

  it.each([
    'abc',
    '1.2.3',
    '1.2.3.256',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/255.0.255.0',
    '1::2::3',
    '::/129',
    'a/b/c',
    '1:2:3:4:5:6:7:8:9',
  ])('refuses %s', (text) => expect(ipNetwork(text)).toBeNull());
});

describe("Superset's internet_address and port translations", () => {
  it('answers single addresses as integers and ranges as start/end, with a display value', () => {
    expect(translateInternetAddress(['10.0.0.1', '192.168.1.0/30'])).toEqual({
      values: [167772161n, { start: 3232235776n, end: 3232235779n }],
      error_message: '',
      display_value: '167772161, 3232235776 - 3232235779',
      valid_filter_operators: [
        'EQUALS',
        'GREATER_THAN_OR_EQUAL',
        'GREATER_THAN',
        'IN',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
      ],
    });
  });

  it("stops at the first bad value with Python's message, keeping what came before", () => {
    const resp = translateInternetAddress(['10.0.0.1', 'nope', '10.0.0.2']);
    expect(resp.values).toEqual([167772161n]);
    expect(resp.error_message).toBe("'nope' does not appear to be an IPv4 or IPv6 network");
    expect(resp.display_value).toBe('167772161');
    expect(translateInternetAddress(['']).values).toEqual(['']);
  });

  it('translates port numbers and names, refusing out-of-range numbers and unknown names', () => {
    expect(translatePort([443, 'ftp'])).toMatchObject({
      values: [[443], [20, 21]],
      display_value: '[443], [20, 21]',
      error_message: '',
    });
    expect(translatePort(['70000']).error_message).toBe(
      "'70000' does not appear to be a port name or number",
    );
    expect(translatePort(['0']).error_message).toBe("'0' does not appear to be a port name or number");
    expect(translatePort(['gopher']).error_message).toBe(
      "'gopher' does not appear to be a port name or number",
    );
    expect(translatePort(['toString']).error_message).toMatch(/does not appear/);
    expect(translatePort(['']).values).toEqual([['']]);
  });
});
