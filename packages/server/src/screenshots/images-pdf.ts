/**
 * One PDF of several screenshots, a page each (Superset's build_pdf_from_screenshots): a dashboard
 * report on several tabs is one document. Chromium prints a page holding the PNGs, one per printed
 * page, at the size of the largest (every page of a printed PDF has one size).
 */
import type { AppContext } from '../context.js';
import { sharedBrowser } from './browser.js';
import { decodePng } from './image-check.js';

export async function pdfFromImages(ctx: AppContext, pngs: Buffer[]): Promise<Buffer> {
  const sizes = pngs.map(decodePng);
  const width = Math.max(...sizes.map((s) => s.width));
  const height = Math.max(...sizes.map((s) => s.height));
  const pages = pngs
    .map((png) => `<div class="page"><img src="data:image/png;base64,${png.toString('base64')}"></div>`)
    .join('');
  const html =
    `<!doctype html><html><head><style>` +
    `@page{margin:0}html,body{margin:0;padding:0}` +
    `.page{width:${width}px;height:${height}px;break-after:page;overflow:hidden}` +
    `.page:last-child{break-after:auto}img{display:block}` +
    `</style></head><body>${pages}</body></html>`;
  const browser = await sharedBrowser(ctx);
  // No network and no scripts: the page is only our markup and inline images.
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({
      width: `${width}px`,
      height: `${height}px`,
      printBackground: true,
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
    });
  } finally {
    await context.close();
  }
}
