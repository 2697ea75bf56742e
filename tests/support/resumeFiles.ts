// Real resume files, built at test time by the tools that make such files in the wild.
import { crc32 } from 'node:zlib';
import { Document, ExternalHyperlink, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** GBK bytes of the few Chinese strings the fixtures need (Node can only encode UTF-8). */
export const GBK = {
  个人简历: [0xb8, 0xf6, 0xc8, 0xcb, 0xbc, 0xf2, 0xc0, 0xfa],
  姓名: [0xd0, 0xd5, 0xc3, 0xfb],
  全角冒号: [0xa3, 0xba],
  王芳: [0xcd, 0xf5, 0xb7, 0xbc],
  张三: [0xd5, 0xc5, 0xc8, 0xfd],
  李明: [0xc0, 0xee, 0xc3, 0xf7],
  手机: [0xca, 0xd6, 0xbb, 0xfa],
  邮箱: [0xd3, 0xca, 0xcf, 0xe4],
} as const;

/** ASCII strings as is, byte arrays (GBK) as given. */
export function gbkBytes(...parts: ReadonlyArray<string | readonly number[]>): Uint8Array {
  return Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...utf8(part)] : [...part])));
}

/** Two pages: the name and phone on the first, the e-mail on the second. */
export async function englishResumePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const first = pdf.addPage([595, 842]);
  first.drawText('Curriculum Vitae', { x: 50, y: 790, size: 24, font });
  first.drawText('Jane Smith', { x: 50, y: 750, size: 18, font });
  first.drawText('Mobile: +86 139 1234 5678', { x: 50, y: 720, size: 12, font });
  first.drawText('Shanghai, China', { x: 350, y: 720, size: 12, font });
  const second = pdf.addPage([595, 842]);
  second.drawText('Contact', { x: 50, y: 790, size: 14, font });
  second.drawText('Email: jane.smith@example.com', { x: 50, y: 770, size: 12, font });
  return pdf.save();
}

/** An applicant abroad: a long Western name and a London number written with its country code. */
export const ABROAD_APPLICANT = { name: 'Jean-Baptiste Lefebvre-Durand', phone: '+44 20 7946 0958', email: 'jb.lefebvre@example.co.uk' } as const;

/** One page, as an applicant in London writes it: the name, then the phone and e-mail labelled in English. */
export async function abroadResumePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(ABROAD_APPLICANT.name, { x: 50, y: 790, size: 22, font });
  page.drawText('Logistics Systems Engineer', { x: 50, y: 765, size: 12, font });
  page.drawText(`Phone: ${ABROAD_APPLICANT.phone}`, { x: 50, y: 740, size: 12, font });
  page.drawText(`Email: ${ABROAD_APPLICANT.email}`, { x: 50, y: 725, size: 12, font });
  page.drawText('London, United Kingdom', { x: 350, y: 740, size: 12, font });
  page.drawText('2019-2024 Warehouse automation, 12 sites', { x: 50, y: 690, size: 12, font });
  return pdf.save();
}

/** A Chinese resume as Word writes it: a heading, a labelled name, and a contact table. */
export async function chineseResumeDocx(): Promise<Uint8Array> {
  const cell = (text: string): TableCell => new TableCell({ children: [new Paragraph(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: '个人简历', bold: true })] }),
          new Paragraph({ children: [new TextRun('姓名：'), new TextRun({ text: '李明', bold: true })] }),
          new Table({
            rows: [
              new TableRow({ children: [cell('手机'), cell('138 0013 8000')] }),
              new TableRow({ children: [cell('邮箱'), cell('liming@example.com')] }),
            ],
          }),
          new Paragraph('求职意向：仓储物流工程师'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A 1×1 PNG, the smallest picture Word would embed. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * A resume laid out with Word's own styles: a Heading 1, a contact table, an embedded photo, a
 * mail link, and a link a hostile author pointed at `javascript:`.
 */
export async function headedResumeDocx(): Promise<Uint8Array> {
  const cell = (text: string): TableCell => new TableCell({ children: [new Paragraph(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: '个人简历', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new ImageRun({ type: 'png', data: ONE_PIXEL_PNG, transformation: { width: 40, height: 40 } })] }),
          new Table({
            rows: [
              new TableRow({ children: [cell('姓名'), cell('李明')] }),
              new TableRow({ children: [cell('手机'), cell('138 0013 8000')] }),
            ],
          }),
          new Paragraph({ children: [new ExternalHyperlink({ link: 'mailto:liming@example.com', children: [new TextRun('liming@example.com')] })] }),
          new Paragraph({ children: [new ExternalHyperlink({ link: 'javascript:alert(document.domain)', children: [new TextRun('作品集')] })] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

export const chineseResumeHtml = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>张伟的简历</title>
<style>td { padding: 4px }</style>
<script>const name = "假名字"; // 1<2 && "<td>"</script>
</head>
<body>
<!-- 姓名：注释里的名字 -->
<h1>个人简历</h1>
<table>
  <tr><td>姓&nbsp;&nbsp;名：</td><td>王&#33459;</td><td>性别：</td><td>女</td></tr>
  <tr><td>手机</td><td>139&#x2d;1234&#45;5678</td></tr>
  <tr><td>邮箱</td><td><a href="mailto:wangfang@example.cn" title="a > b">wangfang&#64;example.cn</a></td></tr>
</table>
<p>求职意向：物流工程师 &amp; 仓储
规划</p>
</body></html>`;

/** Quoted-printable as MHT writers produce it: 76-character lines, soft breaks, `=XX` for non-ASCII. */
export function quotedPrintable(bytes: Uint8Array): string {
  let output = '';
  let line = '';
  for (const byte of bytes) {
    if (byte === 0x0a) {
      output += `${line}\r\n`;
      line = '';
      continue;
    }
    const printable = byte >= 0x20 && byte <= 0x7e && byte !== 0x3d;
    const token = printable ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line.length + token.length > 75) {
      output += `${line}=\r\n`;
      line = '';
    }
    line += token;
  }
  return output + line;
}

/** A page saved by a browser as "Webpage, single file": the HTML part in QP/UTF-8, then an image. */
export function chineseResumeMht(): Uint8Array {
  const html = '<html><head><title>简历</title></head><body><p>姓名：张三</p><p>电话：+86 137-0000-1234</p><p>E-mail: zhangsan@example.org</p><img src="photo.png"></body></html>';
  const boundary = '----MultipartBoundary--8xYq1m----';
  return utf8(
    [
      'From: <Saved by Blink>',
      'Subject: =?utf-8?Q?=E7=AE=80=E5=8E=86?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/related;',
      '\ttype="text/html";',
      `\tboundary="${boundary}"`,
      '',
      '',
      `--${boundary}`,
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: quoted-printable',
      'Content-Location: https://jobs.example.com/cv/123',
      '',
      quotedPrintable(utf8(html)),
      '',
      `--${boundary}`,
      'Content-Type: image/png',
      'Content-Transfer-Encoding: base64',
      'Content-Location: https://jobs.example.com/cv/photo.png',
      '',
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      '',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}

/** What WordPad on a Chinese Windows writes: GBK bytes as `\'hh` in code page 936. */
export function chineseResumeRtf(): Uint8Array {
  const hex = (bytes: readonly number[]): string => bytes.map((byte) => `\\'${byte.toString(16)}`).join('');
  return utf8(
    [
      `{\\rtf1\\ansi\\ansicpg936\\deff0\\nouicompat{\\fonttbl{\\f0\\fnil\\fcharset134 ${hex([0xcb, 0xce, 0xcc, 0xe5])};}{\\f1\\fswiss\\fcharset0 Arial;}}`,
      '{\\colortbl ;\\red255\\green0\\blue0;}',
      '{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1',
      `\\pard\\sa200\\sl276\\slmult1\\f0\\fs22\\lang2052 ${hex(GBK.个人简历)}\\par`,
      `${hex(GBK.姓名)}${hex(GBK.全角冒号)}${hex(GBK.张三)}\\par`,
      `{\\f1 Tel: +86 139-1234-5678}\\par`,
      `{\\f1 E-mail: {\\field{\\fldinst{HYPERLINK "mailto:wrong@example.com"}}{\\fldrslt{zhang.san@example.com}}}}\\par`,
      '\\u27714?\\u32844? \\{ok\\}\\par',
      '}',
    ].join('\r\n'),
  );
}

/** A plain-text resume saved by Notepad in the ANSI code page of Chinese Windows (GBK). */
export function chineseResumeGbkTxt(): Uint8Array {
  return gbkBytes(
    GBK.个人简历, '\r\n',
    GBK.姓名, GBK.全角冒号, GBK.王芳, '\r\n',
    GBK.手机, GBK.全角冒号, '139-1234-5678\r\n',
    GBK.邮箱, GBK.全角冒号, 'wangfang@example.cn\r\n',
  );
}

/** How Chinese job sites export a "Word" resume: GB2312 HTML saved with a .doc extension. */
export function chineseResumeDocThatIsHtml(): Uint8Array {
  return gbkBytes(
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">\r\n',
    '<head><meta http-equiv="Content-Type" content="text/html; charset=gb2312">\r\n',
    '<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View></w:WordDocument></xml><![endif]-->\r\n',
    '</head><body><table><tr><td>', GBK.姓名, '</td><td>', GBK.李明, '</td></tr>\r\n',
    '<tr><td>', GBK.手机, '</td><td>13800138000</td></tr>\r\n',
    '<tr><td>', GBK.邮箱, '</td><td>liming@example.com</td></tr></table>\r\n',
    '<p class=MsoNormal><![if !supportLists]>1.<![endif]><o:p></o:p></p></body></html>',
  );
}

export interface ZipEntrySpec {
  name: string;
  /** Raw-deflated bytes (method 8), or stored bytes (method 0) when `stored` is set. */
  data: Uint8Array;
  stored?: boolean;
  /** The uncompressed size the archive declares (a bomb may lie); the real one when omitted. */
  declaredSize: number;
  /** The CRC-32 of the uncompressed bytes; zero when omitted. */
  crc?: number;
}

/**
 * A ZIP archive assembled by hand from ready entries. A CRC left zero suits hostile archives: a reader
 * checks it only after expanding, which is the step under test.
 */
export function zipOf(entries: readonly ZipEntrySpec[]): Uint8Array {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, Buffer.from(entry.data));
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directoryBytes, end]));
}

/** A stored (uncompressed) ZIP archive with the given text entries, CRCs correct, central directory included. */
export function zipArchive(entries: Readonly<Record<string, string>>): Uint8Array {
  return zipOf(
    Object.entries(entries).map(([name, content]) => {
      const data = Buffer.from(content, 'utf8');
      return { name, data, stored: true, declaredSize: data.length, crc: crc32(data) };
    }),
  );
}

/** The first bytes of a Windows executable (DOS stub of a PE file); enough for any sniffer. */
export function windowsExecutable(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set(utf8('MZ'), 0);
  bytes.set(utf8('This program cannot be run in DOS mode.'), 0x4e);
  bytes.set(utf8('PE\0\0'), 0x80);
  return bytes;
}

/** An ELF header (x86-64 executable) followed by zeros. */
export function linuxExecutable(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01], 0);
  return bytes;
}

/** An OLE2 compound-file header with nothing behind it: right magic, not a readable document. */
export function bareOle2Header(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  return bytes;
}
