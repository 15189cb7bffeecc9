/**
 * "Download as image" and "Export to PDF": a picture of the dashboard grid, taken in the browser.
 * Both libraries load on first use, so the dashboard page does not carry them.
 */

export const IMAGE_DOWNLOAD_FAILED = 'Image download failed, please refresh and try again.';
export const PDF_DOWNLOAD_FAILED = 'PDF download failed, please refresh and try again.';

/** "Sales Dashboard" at a time → "sales-dashboard-2024-05-01T10_20_30.000Z" (Superset's file stem). */
export function fileStem(title: string, date = new Date()): string {
  const kebab = title
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${kebab || 'dashboard'}-${date.toISOString().replace(/[: ]/g, '_')}`;
}

// Elements marked data-download-ignore (menus, resize handles) stay out of the picture.
const keep = (node: HTMLElement) => !(node instanceof Element && node.hasAttribute('data-download-ignore'));

const options = (backgroundColor: string) => ({ backgroundColor, filter: keep, cacheBust: true });

function save(href: string, fileName: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.click();
}

/** `background` fills what the grid leaves transparent: the page's background (theme-dependent). */
export async function downloadAsImage(
  element: HTMLElement,
  title: string,
  background: string,
): Promise<void> {
  const { toJpeg } = await import('html-to-image');
  const dataUrl = await toJpeg(element, { ...options(background), quality: 0.95 });
  save(dataUrl, `${fileStem(title)}.jpg`);
}

/** One PDF page the size of the grid, so nothing is cut between pages. */
export async function downloadAsPdf(element: HTMLElement, title: string, background: string): Promise<void> {
  const [{ toCanvas }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  const canvas = await toCanvas(element, { ...options(background), pixelRatio: 2 });
  const width = element.scrollWidth || canvas.width / 2;
  const height = element.scrollHeight || canvas.height / 2;
  const pdf = new jsPDF({
    orientation: width >= height ? 'landscape' : 'portrait',
    unit: 'px',
    format: [width, height],
    hotfixes: ['px_scaling'],
  });
  pdf.addImage(canvas, 'JPEG', 0, 0, width, height);
  pdf.save(`${fileStem(title)}.pdf`);
}
