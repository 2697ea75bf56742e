import sanitizeHtml from 'sanitize-html';

const SHAPES = ['svg', 'g', 'defs', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'];
const TEXT = ['text', 'tspan', 'textPath', 'title', 'desc'];
const PAINT = ['linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker'];
const FILTERS = [
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feFlood', 'feGaussianBlur', 'feMerge',
  'feMergeNode', 'feMorphology', 'feOffset', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feDropShadow',
];

/** Geometry, paint, text and filter attributes; nothing that names an event or loads a document. */
const ATTRIBUTES = [
  'xmlns', 'xmlns:xlink', 'version', 'id', 'class', 'style', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y',
  'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'pathLength', 'transform', 'href', 'xlink:href',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'marker-start', 'marker-mid', 'marker-end',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'stop-color', 'stop-opacity', 'filter', 'filterUnits',
  'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'dx', 'dy', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values',
  'type', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'flood-color', 'flood-opacity', 'radius',
  'font-family', 'font-size', 'font-style', 'font-weight', 'text-anchor', 'dominant-baseline', 'alignment-baseline',
  'letter-spacing', 'word-spacing', 'text-decoration', 'lengthAdjust', 'textLength', 'startOffset', 'rotate', 'xml:space',
];

/** A reference inside the document (`#id`, `url(#id)`) is all a picture needs; anything else would load from elsewhere. */
const isInternalReference = (value: string) => value.trim().startsWith('#');
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;
const ACTIVE_TEXT = /javascript:|expression\s*\(|@import/i;

function withoutExternalReferences(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => {
      if (name === 'href' || name === 'xlink:href') return isInternalReference(value);
      return !EXTERNAL_URL.test(value) && !ACTIVE_TEXT.test(value);
    }),
  );
}

/**
 * Shapes, text, gradients and filters, parsed as XML so names keep their case (`viewBox`,
 * `linearGradient`). Scripts, styles sheets, `foreignObject` (embedded HTML), pictures and links,
 * animation (which can set any attribute, `href` included), event handlers and every reference
 * outside the document are dropped: the picture shows the same and can run or load nothing,
 * even opened on its own as a document of the CMS's origin.
 */
const SVG_OPTIONS: sanitizeHtml.IOptions = {
  parser: { xmlMode: true },
  allowedTags: [...SHAPES, ...TEXT, ...PAINT, ...FILTERS],
  allowedAttributes: { '*': ATTRIBUTES },
  allowedSchemes: [],
  allowProtocolRelative: false,
  // Parsed as XML, an empty element closes at once and is written `<rect …></rect>`, which is as valid.
  selfClosing: [],
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'object', 'embed', 'noscript', 'template'],
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: withoutExternalReferences(attribs) }) },
};

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * An uploaded SVG reduced to what is safe to serve as a picture. What comes before the root
 * element (the XML declaration, a document type with its entities, comments) is dropped with it,
 * so no entity expands; the root gets the SVG namespace, without which browsers show nothing.
 */
export function sanitizeSvg(source: string): string {
  const root = source.search(/<svg[\s>]/i);
  const cleaned = sanitizeHtml(root < 0 ? '' : source.slice(root), SVG_OPTIONS).trim();
  if (!cleaned.startsWith('<svg')) return '';
  return /^<svg[^>]*\sxmlns="/.test(cleaned) ? cleaned : cleaned.replace(/^<svg/, `<svg xmlns="${SVG_NAMESPACE}"`);
}
