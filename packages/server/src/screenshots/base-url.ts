/**
 * Where the renderer's Chromium opens pages: WEBDRIVER_BASEURL when set (a worker must set it to a
 * web process's address), else the address this server listens on, published by app.ts once it does.
 */
import type { AddressInfo } from 'node:net';
import type { AppContext } from '../context.js';

const listening = new WeakMap<AppContext, string>();

/** Called when the server listens (Fastify's onListen): its own reachable URL. */
export function publishServerAddress(ctx: AppContext, address: AddressInfo | string | null): void {
  if (!address || typeof address === 'string') return;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? address.family === 'IPv6'
      ? '[::1]'
      : '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  listening.set(ctx, `http://${host}:${address.port}`);
}

export function webdriverBaseUrl(ctx: AppContext): string {
  const url = ctx.config.webdriverBaseUrl ?? listening.get(ctx);
  if (!url)
    throw new Error(
      'Screenshots need the web server’s address: set WEBDRIVER_BASEURL (e.g. http://web:8088) in this process',
    );
  return url.replace(/\/+$/, '');
}
