// What in an HTML fragment could run, load or restyle when a browser renders it, found by parsing
// it as a browser does (parse5, the HTML standard's parser).
import { parseFragment } from 'parse5';

/** Elements that run, embed, load, style or navigate, or take input. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style',
  'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'isindex', 'template', 'noscript', 'bgsound', 'video', 'audio', 'source',
]);

/** Attributes that hold an address a browser loads or follows. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'lowsrc', 'dynsrc', 'data', 'poster', 'cite', 'longdesc', 'srcdoc', 'srcset']);

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

interface ParsedNode {
  nodeName: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string; prefix?: string }>;
  childNodes?: ParsedNode[];
  content?: ParsedNode;
}

/** The scheme a browser would read from an address: control characters and whitespace are dropped first. */
function schemeOf(address: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers strip exactly these before reading a scheme
  const cleaned = address.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return match ? match[1]! : null;
}

/** Everything in `html` that could run: forbidden elements, handlers, `style`, addresses with another scheme. */
export function executableParts(html: string): string[] {
  const found: string[] = [];
  const walk = (node: ParsedNode) => {
    if (node.tagName && FORBIDDEN_ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}>`);
    for (const attribute of node.attrs ?? []) {
      const { value } = attribute;
      // Foreign (SVG, MathML) attributes keep their prefix apart: `xlink:href` is `href` in `xlink`.
      const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
      if (name.startsWith('on')) found.push(`${node.tagName} ${name}`);
      if (name === 'style') found.push(`${node.tagName} style`);
      if (name === 'srcset' || name === 'srcdoc') found.push(`${node.tagName} ${name}`);
      if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(value);
        if (scheme !== null && !ALLOWED_SCHEMES.has(scheme)) found.push(`${node.tagName} ${name}=${value}`);
      }
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parseFragment(html) as unknown as ParsedNode);
  return found;
}
