import sanitizeHtml from 'sanitize-html';

/**
 * What an article body or a job's text may hold, since the site and the widgets render it as
 * HTML: structure (headings, lists, tables, quotes), emphasis, links and images. Anything that
 * runs, loads, styles or submits (scripts, frames, objects, forms, `style`, event handlers,
 * `javascript:` and other schemes) is dropped, with the text of elements that never show text.
 */
const CONTENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'b', 'i', 'strong', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark', 'a', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: ['head', 'title', 'script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'xmp', 'noembed', 'noframes'],
  // A link opening a new tab does not hand the site's window to the page it opens.
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }) },
};

/** Editors' HTML (an article body, a job's duties) reduced to what is safe to render on the site. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, CONTENT_HTML);
}
