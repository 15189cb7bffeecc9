/**
 * What a handlebars chart may put on the page: DOMPurify's HTML profile (no script, no event handler
 * attributes, no javascript: or other unsafe URLs), minus elements that load or navigate elsewhere
 * (frames, objects, forms, base, meta); links that open a new tab get rel="noopener noreferrer".
 * CSS: @import is dropped (it would load another sheet); the rest is scoped by the chart's shadow root.
 */
import DOMPurify, { type WindowLike } from 'dompurify';

const FORBID_TAGS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'noscript',
];

type Purifier = ReturnType<typeof DOMPurify>;
const purifiers = new WeakMap<object, Purifier>();

function purifierFor(window: WindowLike): Purifier {
  let purifier = purifiers.get(window);
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target'))
        node.setAttribute('rel', 'noopener noreferrer');
    });
    purifiers.set(window, purifier);
  }
  return purifier;
}

/** Sanitised HTML, with the page's window (or the given one, in tests). */
export function sanitizeHtml(html: string, window: WindowLike = globalThis.window): string {
  const purifier = purifierFor(window);
  // DOMPurify hands its input back untouched where it cannot work: show nothing rather than that.
  if (!purifier.isSupported) throw new Error('HTML sanitising is not available here');
  return purifier.sanitize(html, { FORBID_TAGS, ADD_ATTR: ['target'], FORCE_BODY: true });
}

/** The chart's CSS without @import rules. */
export const sanitizeCss = (css: string): string => css.replace(/@import[^;]*;?/gi, '');
