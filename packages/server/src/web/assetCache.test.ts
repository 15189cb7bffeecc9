import { describe, expect, it } from 'vitest';
import { contentType, pickEncoding, type Asset } from './assetCache.js';

const asset = (br: boolean, gzip: boolean): Asset => ({
  type: 'text/javascript',
  identity: Buffer.from('x'),
  ...(br ? { br: Buffer.from('b') } : {}),
  ...(gzip ? { gzip: Buffer.from('g') } : {}),
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among the copies the asset has', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', asset(true, true))).toBe('br');
    expect(pickEncoding('gzip, deflate, br', asset(false, true))).toBe('gzip');
    expect(pickEncoding('gzip', asset(true, true))).toBe('gzip');
    expect(pickEncoding('br', asset(false, true))).toBeNull();
  });

  it('sends the file itself without accept-encoding or when every encoding is refused', () => {
    expect(pickEncoding(undefined, asset(true, true))).toBeNull();
    expect(pickEncoding('identity', asset(true, true))).toBeNull();
    expect(pickEncoding('br;q=0, gzip;q=0.0', asset(true, true))).toBeNull();
    expect(pickEncoding('BR;q=0.5', asset(true, true))).toBe('br');
  });
});

describe('contentType', () => {
  it('knows the build outputs', () => {
    expect(contentType('/a/index-x.js')).toMatch(/^text\/javascript/);
    expect(contentType('/a/index-x.css')).toMatch(/^text\/css/);
    expect(contentType('/a/inter-x.woff2')).toBe('font/woff2');
    expect(contentType('/a/blob')).toBe('application/octet-stream');
  });
});
