import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BundleInvalid } from './errors.js';
import { CORPUS_DIR, corpusYamlFiles } from './test-support/corpus.js';
import { NOT_VALID_YAML, parseBundleYaml } from './yaml.js';

const refused = (text: string) => {
  try {
    parseBundleYaml('charts/x.yaml', text);
  } catch (e) {
    return (e as BundleInvalid).messages;
  }
  return undefined;
};

describe('parseBundleYaml', () => {
  it('reads YAML 1.1 as PyYAML does: yes/no booleans, last duplicate key, CRLF, timestamps as text', () => {
    const text = 'a: yes\r\nb: no\r\nb: off\r\nwhen: 2020-12-11 22:52:56\r\nemoji: "\\U0001F697"\r\n';
    expect(parseBundleYaml('charts/x.yaml', text)).toEqual({
      a: true,
      b: false,
      when: '2020-12-11 22:52:56',
      emoji: '🚗',
    });
  });

  it.each([
    ['a Python object tag', 'a: !!python/object/apply:os.system ["id"]\n'],
    ['a custom tag', 'a: !include other.yaml\n'],
    ['a binary', 'a: !!binary aGVsbG8=\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['broken syntax', 'a: [1, 2\n'],
  ])('refuses %s, naming the file', (_, text) => {
    expect(refused(text)).toEqual({ 'charts/x.yaml': [NOT_VALID_YAML] });
  });

  it('refuses a billion-laughs file before it expands', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i += 1) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    }
    expect(refused(levels.join('\n'))).toEqual({ 'charts/x.yaml': [NOT_VALID_YAML] });
    expect(parseBundleYaml('x.yaml', 'a: &a [1]\nb: *a\n')).toEqual({ a: [1], b: [1] });
  });

  it("reads every file of Superset's corpus, older exports included", () => {
    const files = corpusYamlFiles('upstream');
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = fs.readFileSync(path.join(CORPUS_DIR, 'upstream', file), 'utf8');
      expect(parseBundleYaml(file, text), file).toMatchObject({});
    }
  });
});
