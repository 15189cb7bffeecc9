/**
 * Raw HTML in dashboard markdown (the escape-markdown-html flag, spec §6). react-markdown hands the
 * rehype plugins raw HTML as `raw` nodes, which rehype-sanitize drops. With the flag on they become
 * text (the HTML shows as written); with it off they are parsed by the browser into elements, which
 * rehype-sanitize then cleans (no scripts, no event handlers, no javascript: links) like the rest.
 *
 * Inline HTML arrives split (`<b>`, text, `</b>` are separate nodes), so parsing works on the whole
 * block: the hast of each element holding raw nodes is written out as HTML, parsed once with a
 * <template>, and read back as hast.
 */
import type { Element, ElementContent, Parents, Properties, Root, RootContent } from 'hast';

type Node = Root | RootContent;

const hasRaw = (node: Node): boolean =>
  node.type === 'raw' || ('children' in node && node.children.some((c) => hasRaw(c)));

/** rehype plugin: raw HTML shown as text. */
export function rehypeEscapeRaw() {
  return (tree: Root) => {
    const visit = (node: Parents) => {
      node.children.forEach((child, i) => {
        if (child.type === 'raw') node.children[i] = { type: 'text', value: child.value };
        else if ('children' in child) visit(child);
      });
    };
    visit(tree);
  };
}

const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };

function attributes(properties: Properties | undefined): string {
  let out = '';
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    const name = ATTRIBUTE_NAMES[key] ?? key.toLowerCase();
    if (value === true) out += ` ${name}`;
    else out += ` ${name}="${escapeAttr(Array.isArray(value) ? value.join(' ') : String(value))}"`;
  }
  return out;
}

/** hast → HTML text (raw nodes as they are). */
export function toHtml(nodes: readonly Node[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeText(node.value);
        case 'raw':
          return node.value;
        case 'element': {
          const open = `<${node.tagName}${attributes(node.properties)}>`;
          return VOID.has(node.tagName) ? open : `${open}${toHtml(node.children)}</${node.tagName}>`;
        }
        case 'root':
          return toHtml(node.children);
        default:
          return '';
      }
    })
    .join('');
}

/** DOM → hast (elements and text; comments and the rest are dropped). */
export function fromDom(parent: globalThis.Node): ElementContent[] {
  const out: ElementContent[] = [];
  parent.childNodes.forEach((child) => {
    if (child.nodeType === 3) out.push({ type: 'text', value: child.textContent ?? '' });
    if (child.nodeType !== 1) return;
    const el = child as globalThis.Element;
    const properties: Properties = {};
    for (const attr of Array.from(el.attributes)) {
      if (attr.name === 'class') properties.className = attr.value.split(/\s+/).filter(Boolean);
      else properties[attr.name] = attr.value;
    }
    const content = el instanceof HTMLTemplateElement ? el.content : el;
    const node: Element = {
      type: 'element',
      tagName: el.tagName.toLowerCase(),
      properties,
      children: fromDom(content),
    };
    out.push(node);
  });
  return out;
}

function parseHtml(html: string): ElementContent[] {
  const template = document.createElement('template');
  template.innerHTML = html; // a template's content is inert: nothing loads or runs
  return fromDom(template.content);
}

/** rehype plugin: raw HTML parsed into elements (sanitise afterwards). */
export function rehypeParseRaw() {
  return (tree: Root) => {
    const visit = (node: Parents) => {
      if (!node.children.some((c) => c.type === 'raw')) {
        node.children.forEach((c) => {
          if ('children' in c && hasRaw(c)) visit(c);
        });
        return;
      }
      node.children = parseHtml(toHtml(node.children));
    };
    visit(tree);
  };
}
