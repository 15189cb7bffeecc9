/** "Download as image": a chart holder drawn to PNG with html-to-image (canvases included). */
import { downloadBlob } from '../../../api/chartData';

export async function downloadElementImage(el: HTMLElement, name: string, background: string): Promise<void> {
  // Loaded on first use: most visits never download an image.
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(el, {
    backgroundColor: background,
    pixelRatio: window.devicePixelRatio || 1,
    // Menus and resize handles are controls, not part of the picture.
    filter: (node) => !(node instanceof HTMLElement && node.dataset.imageExclude === 'true'),
  });
  if (!blob) throw new Error('image export failed');
  const safe = name.replace(/[^\w.-]+/g, '_') || 'chart';
  downloadBlob(blob, `${safe}-${new Date().toISOString().slice(0, 10)}.png`);
}
