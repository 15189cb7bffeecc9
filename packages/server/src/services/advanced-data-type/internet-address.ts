/** Superset's `internet_address` type: IP addresses and CIDR ranges as integers. */
import { ipNetwork } from './ip-network.js';
import { RANGE_OPERATORS, isNumeric, pythonStr, type AdvancedDataTypeResponse } from './types.js';

/** Python's repr of what ip_network was given, as its error names it. */
const pythonRepr = (text: string) => (isNumeric(text) ? text : `'${text}'`);

export function translateInternetAddress(values: unknown[]): AdvancedDataTypeResponse {
  const resp: AdvancedDataTypeResponse = {
    values: [],
    error_message: '',
    display_value: '',
    valid_filter_operators: [...RANGE_OPERATORS],
  };
  if (values.length === 1 && values[0] === '') {
    resp.values.push('');
    return resp;
  }
  for (const value of values) {
    const text = pythonStr(value);
    const network = ipNetwork(text);
    if (!network) {
      resp.error_message = `${pythonRepr(text)} does not appear to be an IPv4 or IPv6 network`;
      break;
    }
    const { first, last } = network;
    resp.values.push(first === last ? first : { start: first, end: last });
    resp.display_value = resp.values
      .map((v) => (typeof v === 'object' && 'start' in v ? `${v.start} - ${v.end}` : String(v)))
      .join(', ');
  }
  return resp;
}
