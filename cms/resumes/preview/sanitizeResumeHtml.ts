import sanitizeHtml from 'sanitize-html';

/** Pictures are kept only when embedded, as mammoth writes them, and only as raster images. */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp|bmp);base64,/i;

/**
 * What a resume may keep of its markup to be read: structure and emphasis. Anything that runs,
 * loads, styles or submits (scripts, frames, objects, forms, `style` elements and attributes,
 * event handlers, `javascript:` and other schemes) is dropped, with the text of elements that
 * never show text.
 */
const RESUME_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'b', 'i', 'strong', 'em', 'u', 's', 'sub', 'sup', 'a', 'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  nonTextTags: ['head', 'title', 'script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'xmp', 'noembed', 'noframes'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !EMBEDDED_PICTURE.test(frame.attribs.src ?? ''),
};

/** A resume's HTML (a visitor's file, or mammoth's rendering of one) reduced to what is safe to show. */
export function sanitizeResumeHtml(html: string): string {
  return sanitizeHtml(html, RESUME_HTML);
}
