import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from '../../../../cms/resumes/parsing/extractResumeText';
import { RESUME_PARSE_MAX_PAGES } from '../../../../cms/resumes/parsing/resumeParseLimits';
import {
  GBK,
  chineseResumeDocThatIsHtml,
  chineseResumeDocx,
  chineseResumeGbkTxt,
  chineseResumeHtml,
  chineseResumeMht,
  chineseResumeRtf,
  englishResumePdf,
  gbkBytes,
  zipArchive,
} from '../../../support/resumeFiles';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('extractResumeText', () => {
  it('reads the first pages of a PDF only', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let page = 1; page <= RESUME_PARSE_MAX_PAGES + 3; page++) pdf.addPage([200, 200]).drawText(`Page ${page}`, { x: 10, y: 100, font });
    const pageLines = Array.from({ length: RESUME_PARSE_MAX_PAGES }, (_, index) => `Page ${index + 1}`);
    expect(await extractResumeText('pdf', await pdf.save())).toBe(pageLines.join('\n'));
  });

  it('reads every page of a short PDF, one line per baseline', async () => {
    expect(await extractResumeText('pdf', await englishResumePdf())).toBe(
      ['Curriculum Vitae', 'Jane Smith', 'Mobile: +86 139 1234 5678 Shanghai, China', 'Contact', 'Email: jane.smith@example.com'].join('\n'),
    );
  });

  it('reads the paragraphs and table cells of a DOCX', async () => {
    expect(await extractResumeText('docx', await chineseResumeDocx())).toBe(
      ['个人简历', '姓名：李明', '手机', '138 0013 8000', '邮箱', 'liming@example.com', '求职意向：仓储物流工程师'].join('\n'),
    );
  });

  it('reads the visible text of HTML: no head, script, style or comment; entities decoded', async () => {
    expect(await extractResumeText('html', utf8(chineseResumeHtml))).toBe(
      ['个人简历', '姓 名： 王芳 性别： 女', '手机 139-1234-5678', '邮箱 wangfang@example.cn', '求职意向：物流工程师 & 仓储 规划'].join('\n'),
    );
  });

  it('reads the HTML part of an MHT in quoted-printable UTF-8', async () => {
    expect(await extractResumeText('mht', chineseResumeMht())).toBe(
      ['姓名：张三', '电话：+86 137-0000-1234', 'E-mail: zhangsan@example.org'].join('\n'),
    );
  });

  it('reads a base64 GB2312 MHT, and a file without MIME headers as HTML', async () => {
    const html = gbkBytes('<p>', GBK.姓名, GBK.全角冒号, GBK.李明, '</p>');
    const mht = gbkBytes(
      'MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary=b1\r\n\r\n',
      '--b1\r\nContent-Type: multipart/alternative; boundary="b2"\r\n\r\n',
      '--b2\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\nplain version\r\n',
      '--b2\r\nContent-Type: text/html; charset="gb2312"\r\nContent-Transfer-Encoding: base64\r\n\r\n',
      `${Buffer.from(html).toString('base64').replace(/(.{20})/g, '$1\r\n')}\r\n`,
      '--b2--\r\n--b1--\r\n',
    );
    expect(await extractResumeText('mht', mht)).toBe('姓名：李明');
    expect(await extractResumeText('mht', utf8('<html><body><p>Name: Jane Smith</p></body></html>'))).toBe('Name: Jane Smith');
  });

  it('reads RTF: GBK bytes of code page 936, \\u characters, no font table or field codes', async () => {
    expect(await extractResumeText('rtf', chineseResumeRtf())).toBe(
      ['个人简历', '姓名：张三', 'Tel: +86 139-1234-5678', 'E-mail: zhang.san@example.com', '求职 {ok}'].join('\n'),
    );
  });

  it('decodes \\\'hh in the code page of the font charset when it differs from \\ansicpg', async () => {
    const hex = (bytes: readonly number[]): string => bytes.map((byte) => `\\'${byte.toString(16)}`).join('');
    const rtf = utf8(`{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Arial;}{\\f1\\fcharset134 SimSun;}}\\f0 Caf\\'e9 {\\f1 ${hex(GBK.李明)}}\\par}`);
    expect(await extractResumeText('rtf', rtf)).toBe('Café 李明');
  });

  it('decodes TXT as UTF-8, UTF-16 with a BOM, or else GB18030', async () => {
    expect(await extractResumeText('txt', chineseResumeGbkTxt())).toBe('个人简历\n姓名：王芳\n手机：139-1234-5678\n邮箱：wangfang@example.cn');
    expect(await extractResumeText('txt', utf8('\ufeff姓名：李明\r\n'))).toBe('姓名：李明');
    expect(await extractResumeText('txt', Uint8Array.from(Buffer.from('\ufeff姓名：李明', 'utf16le')))).toBe('姓名：李明');
  });

  it('reads a DOC that is GB2312 HTML, MHT, RTF, a renamed DOCX or plain GBK text', async () => {
    expect(await extractResumeText('doc', chineseResumeDocThatIsHtml())).toBe('姓名 李明\n手机 13800138000\n邮箱 liming@example.com\n1.');
    expect(await extractResumeText('doc', chineseResumeMht())).toBe('姓名：张三\n电话：+86 137-0000-1234\nE-mail: zhangsan@example.org');
    expect(await extractResumeText('doc', chineseResumeRtf())).toContain('姓名：张三');
    expect(await extractResumeText('doc', await chineseResumeDocx())).toContain('姓名：李明');
    expect(await extractResumeText('doc', chineseResumeGbkTxt())).toContain('姓名：王芳');
  });

  it('does not read spreadsheets', async () => {
    expect(await extractResumeText('xlsx', zipArchive({ 'xl/sharedStrings.xml': '<sst><si><t>Jane Smith</t></si></sst>' }))).toBe('');
  });

  it('rejects a malformed document', async () => {
    await expect(extractResumeText('pdf', utf8('%PDF-1.7\n'))).rejects.toThrow();
    await expect(extractResumeText('docx', zipArchive({ 'word/readme.txt': 'no document.xml' }))).rejects.toThrow();
  });
});
