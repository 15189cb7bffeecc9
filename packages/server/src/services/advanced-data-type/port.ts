/** Superset's `port` type: port numbers (1–65535) or well-known service names. */
import { RANGE_OPERATORS, isNumeric, pythonStr, type AdvancedDataTypeResponse } from './types.js';

/** Superset's names (its table, spellings kept: clients send these exact keys). */
const PORTS: Readonly<Record<string, number[]>> = {
  http: [80],
  ssh: [22],
  https: [443],
  ftp: [20, 21],
  ftps: [989, 990],
  telnet: [23],
  telnets: [992],
  smtp: [25],
  submissions: [465],
  kerberos: [88],
  'kerberos-adm': [749],
  poperator3: [110],
  poperator3s: [995],
  nntp: [119],
  nntps: [563],
  ntp: [123],
  snmp: [161],
  ldap: [389],
  ldaps: [636],
  imap2: [143],
  imaps: [993],
  MySQL: [3306],
  'Remote Desktop': [3389],
  dns: [53],
  ctf: [84],
  pdap: [344],
};

/** Python's `str()` of a list of ints: `[20, 21]`. */
const listText = (ports: number[]) => `[${ports.join(', ')}]`;

export function translatePort(values: unknown[]): AdvancedDataTypeResponse {
  const resp: AdvancedDataTypeResponse = {
    values: [],
    error_message: '',
    display_value: '',
    valid_filter_operators: [...RANGE_OPERATORS],
  };
  if (values.length === 1 && values[0] === '') {
    resp.values.push(['']);
    return resp;
  }
  for (const value of values) {
    const text = pythonStr(value);
    const ports = isNumeric(text) ? [Number(text)] : Object.hasOwn(PORTS, text) ? PORTS[text] : undefined;
    if (!ports || (isNumeric(text) && !(ports[0]! >= 1 && ports[0]! <= 65535))) {
      resp.error_message = `'${text}' does not appear to be a port name or number`;
      break;
    }
    resp.values.push([...ports]);
    resp.display_value = (resp.values as number[][]).map(listText).join(', ');
  }
  return resp;
}
