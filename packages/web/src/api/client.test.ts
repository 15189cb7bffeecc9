import { describe, expect, it } from 'vitest';
import { loginPath, safeNext } from './client';

describe('safeNext', () => {
  it('keeps same-origin paths', () => {
    expect(safeNext('/superset/dashboard/1/?a=b')).toBe('/superset/dashboard/1/?a=b');
    expect(safeNext('/dashboard/list/')).toBe('/dashboard/list/');
  });
  it('rejects other origins and tricks', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '',
      null,
      undefined,
      '/a\nb',
    ]) {
      expect(safeNext(bad)).toBe('/dashboard/list/');
    }
    expect(safeNext('//x', '/home/')).toBe('/home/');
  });
});

describe('loginPath', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('/superset/dashboard/7/?x=1')).toBe(
      '/login/?next=%2Fsuperset%2Fdashboard%2F7%2F%3Fx%3D1',
    );
    expect(loginPath()).toBe('/login/');
    expect(loginPath('/login/?next=/x')).toBe('/login/');
    expect(loginPath('https://evil.example/')).toBe('/login/');
  });
});
