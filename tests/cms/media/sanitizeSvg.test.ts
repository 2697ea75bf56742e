import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../../cms/media/sanitizeSvg';

/**
 * SVG script-injection vectors (after the OWASP XSS filter evasion cheat sheet and the HTML5
 * security cheat sheet's SVG entries): each is cleaned, and what is left is checked as a browser
 * would parse it, element by element.
 */
const VECTORS = [
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><script xlink:href="data:,alert(1)"/><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">X</text></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">alert(1)</handler><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body xmlns="http://www.w3.org/1999/xhtml" onload="alert(1)"/></foreignObject><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>rect{background:url(javascript:alert(1))}</style><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><use xlink:href="https://evil.example/s.svg#x"/><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feImage xlink:href="https://evil.example/x.png"/></filter><rect width="1" height="1" filter="url(#f)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" style="fill:url(https://evil.example/p.svg#g)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" fill="url(//evil.example/p.svg#g)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><rect width="1" height="1"/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><desc><![CDATA[</desc><script>alert(1)</script>]]></desc><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><iframe src="javascript:alert(1)"/><embed src="https://evil.example/x.swf"/><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/t.png"/><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" ONCLICK="alert(1)" OnMouseOver="alert(2)"/></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><?xml-stylesheet href="https://evil.example/x.css"?><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" transform="expression(alert(1))"/></svg>',
];

const ALLOWED_ELEMENTS = new Set(['svg', 'rect', 'text', 'desc', 'filter', 'title', 'g', 'use']);

function parsedSvg(svg: string) {
  return new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
}

describe('sanitizeSvg', () => {
  it.each(VECTORS)('leaves nothing that runs or loads of %s', (vector) => {
    const cleaned = sanitizeSvg(vector);
    expect(cleaned).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Text may still read `alert(1)` (escaped, as text to show); markup may hold no address and no script.
    expect(cleaned.toLowerCase()).not.toMatch(/javascript:|evil\.example|data:|<!entity|<!doctype|<\?xml|<script|<!\[cdata/);
    const document = parsedSvg(cleaned);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const elements = [...document.getElementsByTagName('*')];
    expect(elements.some((element) => element.localName === 'rect' || element.localName === 'text')).toBe(true);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    for (const element of elements) {
      expect(ALLOWED_ELEMENTS, element.localName).toContain(element.localName);
      for (const attribute of [...element.attributes]) {
        expect(attribute.name.toLowerCase().startsWith('on'), attribute.name).toBe(false);
        if (attribute.localName === 'href') expect(attribute.value.startsWith('#'), attribute.value).toBe(true);
      }
    }
  });

  it('keeps the picture: case-sensitive names, gradients and references inside the document', () => {
    const picture =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
      '<defs><linearGradient id="g" gradientTransform="rotate(90)"><stop offset="0" stop-color="#fff"></stop></linearGradient>' +
      '<symbol id="dot"><circle cx="5" cy="5" r="2"></circle></symbol></defs>' +
      '<rect width="10" height="10" fill="url(#g)"></rect><use xlink:href="#dot"></use><text x="1" y="9">Yunzhan &amp; Co</text></svg>';
    expect(sanitizeSvg(picture)).toBe(picture);
  });

  it('gives a root without the SVG namespace the namespace browsers need to show it', () => {
    expect(sanitizeSvg('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"></rect></svg>',
    );
  });
});
