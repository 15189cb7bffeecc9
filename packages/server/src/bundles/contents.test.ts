import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readBundle } from './contents.js';
import { BUNDLE_LIMITS, type BundleLimits } from './limits.js';
import { corpusYamlFiles, corpusZip } from './test-support/corpus.js';
import { refusal } from './test-support/refusal.js';
import { buildZip, zeroBomb } from './test-support/zip.js';

const upload = (data: Uint8Array, filename = 'bundle.zip') => ({ filename, data });

const refused = (run: () => unknown) => refusal(run).messages;

describe('readBundle', () => {
  it("reads Superset's example bundle under its paths without the root folder", () => {
    const contents = readBundle(upload(corpusZip()));
    expect([...contents.keys()].sort()).toEqual(corpusYamlFiles('bundle'));
    expect(contents.get('metadata.yaml')).toContain('version: 1.0.0');
    expect([...contents.keys()].filter((k) => k.startsWith('charts/'))).toHaveLength(25);
  });

  it('reads an archive zipped from inside the root folder, skipping hidden, _ and non-YAML files', () => {
    const zip = buildZip([
      { name: 'metadata.yaml', text: 'version: 1.0.0\n' },
      { name: 'charts/', stored: true },
      { name: 'charts/a.YML', text: 'slice_name: a\n' },
      { name: 'charts/.a.yaml', text: 'x' },
      { name: '__MACOSX/charts/._a.yaml', text: 'x' },
      { name: 'README.md', text: '# x' },
    ]);
    expect([...readBundle(upload(zip)).entries()]).toEqual([
      ['metadata.yaml', 'version: 1.0.0\n'],
      ['charts/a.YML', 'slice_name: a\n'],
    ]);
  });

  it.each([
    'root/../../etc/cron.yaml',
    '/etc/x.yaml',
    'C:/x.yaml',
    'root\\..\\x.yaml',
    'root/./x.yaml',
    'a\0.yaml',
  ])('refuses the archive when an entry name %j points outside the bundle', (name) => {
    const zip = buildZip([
      { name: 'root/metadata.yaml', text: 'version: 1.0.0' },
      { name, text: 'a: 1' },
    ]);
    expect(refused(() => readBundle(upload(zip)))).toEqual({
      'bundle.zip': [`The archive entry "${name}" points outside the bundle`],
    });
  });

  it('refuses a 1 GiB entry before inflating it, and the same bomb behind a header that lies', () => {
    const bomb = zeroBomb(1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const message = 'The archive entry "root/bomb.yaml" is larger than allowed once uncompressed';
    for (const declaredSize of [1024 ** 3, 100]) {
      const zip = buildZip([{ name: 'root/bomb.yaml', raw: { deflated: bomb, declaredSize } }]);
      expect(refused(() => readBundle(upload(zip)))).toEqual({ 'bundle.zip': [message] });
    }
  });

  it('refuses an entry whose compression ratio passes the threshold', () => {
    const zip = buildZip([{ name: 'root/zeros.yaml', text: ' '.repeat(1024 * 1024) }]);
    expect(refused(() => readBundle(upload(zip)))).toEqual({
      'bundle.zip': [
        'The archive entry "root/zeros.yaml" has a compression ratio above the allowed threshold',
      ],
    });
  });

  it('refuses too many entries, too many bytes in all and too large an upload', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({
      name: `root/c${i}.yaml`,
      text: 'a: 1\n'.repeat(20),
    }));
    const zip = buildZip(entries);
    const limits = (over: Partial<BundleLimits>) => ({ ...BUNDLE_LIMITS, ...over });
    expect(refused(() => readBundle(upload(zip), limits({ maxEntries: 4 })))).toEqual({
      'bundle.zip': ['The archive holds more than 4 entries'],
    });
    expect(refused(() => readBundle(upload(zip), limits({ maxTotalBytes: 250 })))).toEqual({
      'bundle.zip': ['The archive is larger than allowed once uncompressed'],
    });
    expect(refused(() => readBundle(upload(zip), limits({ maxUploadBytes: zip.length - 1 })))).toEqual({
      'bundle.zip': ['The file is larger than allowed'],
    });
    expect(readBundle(upload(zip), limits({ maxEntries: 5, maxTotalBytes: 500 })).size).toBe(5);
  });

  it('refuses a damaged archive, a twice-listed entry and a file that is not UTF-8', () => {
    const good = buildZip([{ name: 'root/a.yaml', text: 'a: 1' }]);
    expect(refused(() => readBundle(upload(good.subarray(0, good.length - 30))))).toEqual({
      'bundle.zip': ['Not a valid ZIP file'],
    });
    const twice = buildZip([
      { name: 'root/a.yaml', text: 'a: 1' },
      { name: 'root/a.yaml', text: 'a: 2' },
    ]);
    expect(refused(() => readBundle(upload(twice)))).toEqual({
      'bundle.zip': ['The archive lists "root/a.yaml" twice'],
    });
    const latin = buildZip([
      {
        name: 'root/a.yaml',
        raw: { deflated: deflateRawSync(Buffer.from('caf\xe9', 'latin1')), declaredSize: 4 },
      },
    ]);
    expect(refused(() => readBundle(upload(latin)))).toEqual({ 'a.yaml': ['Not a valid UTF-8 text file'] });
  });

  it('takes a lone YAML or JSON file under its own name, and refuses other files', () => {
    const text = 'databases:\n- database_name: x\n';
    expect([...readBundle(upload(Buffer.from(text), 'dir/export.yml')).entries()]).toEqual([
      ['export.yml', text],
    ]);
    expect(refused(() => readBundle(upload(Buffer.from('x'), 'export.txt')))).toEqual({
      'export.txt': ['Not a valid ZIP, YAML or JSON file'],
    });
  });
});
