/**
 * In the browser, zod parses without compiling code: its compiled fast path first probes
 * `Function('')`, which the Content-Security-Policy (no 'unsafe-eval') reports as a violation.
 * Imported first by the package entry, so it runs before any schema is built. The server keeps the
 * compiled path (no CSP applies to it, and it parses chart-data requests on every call).
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
