import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispositionFilename, loginPath, request, requestFile, resetCsrfToken, safeNext } from './client';

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
      expect(safeNext(bad)).toBe('/superset/welcome/');
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

describe('dispositionFilename', () => {
  it("reads the server's file name in each form, keeping only its last segment", () => {
    expect(dispositionFilename('attachment; filename=dashboard_export_20240101T000000.zip')).toBe(
      'dashboard_export_20240101T000000.zip',
    );
    expect(dispositionFilename('attachment; filename="my \\"x\\".zip"')).toBe('my "x".zip');
    expect(dispositionFilename("attachment; filename*=UTF-8''caf%C3%A9.zip; filename=cafe.zip")).toBe(
      'café.zip',
    );
    expect(dispositionFilename('attachment; filename="../../etc/x.zip"')).toBe('x.zip');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});

describe('request with a FormData body, and requestFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFetch(answer: () => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (url.startsWith('/api/v1/security/csrf_token/'))
          return Promise.resolve(Response.json({ result: 't' }));
        return Promise.resolve(answer());
      }),
    );
    return calls;
  }

  it('sends FormData as it is, with the CSRF token and no content type of its own', async () => {
    resetCsrfToken();
    const calls = stubFetch(() => Response.json({ message: 'OK' }));
    const form = new FormData();
    form.append('overwrite', 'true');
    expect(await request('/api/v1/chart/import/', { method: 'POST', body: form })).toEqual({ message: 'OK' });
    const post = calls.find((c) => c.url === '/api/v1/chart/import/')!;
    expect(post.init.body).toBe(form);
    expect(post.init.headers).toEqual({ Accept: 'application/json', 'X-CSRFToken': 't' });
  });

  it("answers a file's bytes and name, and throws the server's error otherwise", async () => {
    stubFetch(
      () =>
        new Response(new Uint8Array([80, 75]), {
          headers: { 'Content-Disposition': 'attachment; filename=chart_export.zip' },
        }),
    );
    const file = await requestFile('/api/v1/chart/export/?q=!(1)');
    expect(file.filename).toBe('chart_export.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75]));
    stubFetch(() => Response.json({ message: 'Not found' }, { status: 404 }));
    await expect(requestFile('/api/v1/chart/export/?q=!(9)')).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    });
  });
});
