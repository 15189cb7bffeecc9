/**
 * Security headers on every response (pages, API answers, static assets, errors). The Content
 * Security Policy is the second line behind escaping: an injected script or event handler does not
 * run (no inline scripts are allowed; the built app has none), and dashboard CSS or markdown cannot
 * load images, fonts or styles from, or send data to, another host. Modelled on Superset's default
 * TALISMAN_CONFIG, without its third-party hosts.
 */
import type { FastifyInstance } from 'fastify';

export const DEFAULT_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // antd's CSS-in-JS, AG Grid and ECharts set inline styles and <style> elements.
  "style-src 'self' 'unsafe-inline'",
  // data: for the favicon, ECharts/html-to-image exports; blob: for downloaded files.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export interface SecurityHeadersOptions {
  /** The Content-Security-Policy to send; null sends none (CONTENT_SECURITY_POLICY=off). */
  contentSecurityPolicy: string | null;
}

export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions): void {
  const { contentSecurityPolicy } = opts;
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A route with its own policy keeps it (Swagger UI sets one for its page).
    if (contentSecurityPolicy && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // For browsers without CSP frame-ancestors (those with it follow the policy instead).
    reply.header('x-frame-options', 'SAMEORIGIN');
    done(null, payload);
  });
}
