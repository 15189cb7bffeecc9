/**
 * Bundle YAML written as Superset writes it with PyYAML's `safe_dump(sort_keys=False)`: block
 * style, keys in the order given, sequences not indented under their key, YAML 1.1 scalars (so a
 * string such as `yes` or `1.0` is quoted and reads back as a string), lines folded at 80.
 */
import { stringify } from 'yaml';

export function dumpYaml(value: unknown): string {
  return stringify(value, {
    version: '1.1',
    indentSeq: false,
    lineWidth: 80,
    nullStr: 'null',
    singleQuote: true,
    aliasDuplicateObjects: false,
  });
}
