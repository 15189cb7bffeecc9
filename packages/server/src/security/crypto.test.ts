import { describe, expect, it } from 'vitest';
import { SecretBox } from './crypto.js';

describe('SecretBox', () => {
  it('round-trips and never stores the plain text', () => {
    const box = new SecretBox('a'.repeat(40));
    const sealed = box.encrypt('p@ssw0rd');
    expect(sealed).not.toContain('p@ssw0rd');
    expect(box.encrypt('p@ssw0rd')).not.toBe(sealed);
    expect(box.decrypt(sealed)).toBe('p@ssw0rd');
  });

  it('refuses another key and tampered text', () => {
    const sealed = new SecretBox('key-one-'.repeat(5)).encrypt('secret');
    expect(() => new SecretBox('key-two-'.repeat(5)).decrypt(sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => new SecretBox('key-one-'.repeat(5)).decrypt(parts.join(':'))).toThrow();
  });
});
