/**
 * "Download as image": the chart's element drawn into a PNG. HTML parts (tables, the big number)
 * go through an SVG foreignObject; canvases (ECharts) are painted over at their positions.
 */
import { downloadBlob } from '../../../api/chartData';

function inlineSvg(el: HTMLElement, width: number, height: number): string {
  const clone = el.cloneNode(true) as HTMLElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
  const html = new XMLSerializer().serializeToString(clone);
  const font = getComputedStyle(el).fontFamily.replace(/"/g, "'");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject width="100%" height="100%"><div xmlns="http://www.w3.org/1999/xhtml" style="font-family:${font};font-size:14px">${html}</div></foreignObject></svg>`
  );
}

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image failed to load'));
    img.src = src;
  });

export async function chartToPng(el: HTMLElement, background: string): Promise<Blob> {
  const rect = el.getBoundingClientRect();
  const scale = window.devicePixelRatio || 1;
  const width = Math.ceil(rect.width);
  const height = Math.ceil(Math.max(rect.height, el.scrollHeight));
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.scale(scale, scale);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  try {
    const img = await loadImage(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(inlineSvg(el, width, height))}`,
    );
    ctx.drawImage(img, 0, 0, width, height);
  } catch {
    // Canvases alone still make a useful picture.
  }
  for (const c of el.querySelectorAll('canvas')) {
    const r = c.getBoundingClientRect();
    ctx.drawImage(c, r.left - rect.left, r.top - rect.top, r.width, r.height);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('image export failed'))), 'image/png'),
  );
}

export async function downloadChartImage(el: HTMLElement, name: string, background = '#ffffff') {
  const blob = await chartToPng(el, background);
  downloadBlob(blob, `${name.replace(/[^\w.-]+/g, '_') || 'chart'}.png`);
}
