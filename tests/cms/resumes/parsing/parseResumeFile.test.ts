import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../../../cms/resumes/parsing/parseResumeFile';
import {
  bareOle2Header,
  chineseResumeDocThatIsHtml,
  chineseResumeDocx,
  chineseResumeGbkTxt,
  chineseResumeHtml,
  chineseResumeMht,
  chineseResumeRtf,
  englishResumePdf,
  linuxExecutable,
  windowsExecutable,
  zipArchive,
} from '../../../support/resumeFiles';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const EMPTY = { name: '', phone: '', email: '' };

describe('parseResumeFile', () => {
  it('reads an English PDF made by pdf-lib', async () => {
    expect(await parseResumeFile('Jane_Smith_CV.pdf', await englishResumePdf())).toEqual({
      name: 'Jane Smith',
      phone: '13912345678',
      email: 'jane.smith@example.com',
    });
  });

  it('reads a Chinese DOCX made by docx', async () => {
    expect(await parseResumeFile('李明简历.docx', await chineseResumeDocx())).toEqual({
      name: '李明',
      phone: '13800138000',
      email: 'liming@example.com',
    });
  });

  it('reads a Chinese HTML resume', async () => {
    expect(await parseResumeFile('resume.htm', utf8(chineseResumeHtml))).toEqual({
      name: '王芳',
      phone: '13912345678',
      email: 'wangfang@example.cn',
    });
  });

  it('reads an MHT resume, also under the spec name .mhl', async () => {
    const expected = { name: '张三', phone: '13700001234', email: 'zhangsan@example.org' };
    expect(await parseResumeFile('cv.mht', chineseResumeMht())).toEqual(expected);
    expect(await parseResumeFile('cv.mhl', chineseResumeMht())).toEqual(expected);
  });

  it('reads an RTF resume', async () => {
    expect(await parseResumeFile('cv.rtf', chineseResumeRtf())).toEqual({
      name: '张三',
      phone: '13912345678',
      email: 'zhang.san@example.com',
    });
  });

  it('reads a GB18030 text resume, also under the spec name .txl', async () => {
    const expected = { name: '王芳', phone: '13912345678', email: 'wangfang@example.cn' };
    expect(await parseResumeFile('cv.txt', chineseResumeGbkTxt())).toEqual(expected);
    expect(await parseResumeFile('cv.txl', chineseResumeGbkTxt())).toEqual(expected);
  });

  it('reads a .doc that is really HTML, as job sites export it', async () => {
    expect(await parseResumeFile('51job_李明.doc', chineseResumeDocThatIsHtml())).toEqual({
      name: '李明',
      phone: '13800138000',
      email: 'liming@example.com',
    });
  });

  it('answers empty fields for a resume without contact details', async () => {
    expect(await parseResumeFile('cv.txt', utf8('个人简历\n工作经历\n2019-2023 仓储主管'))).toEqual(EMPTY);
  });

  it('answers empty fields, without throwing, for a malformed PDF', async () => {
    const pdf = await englishResumePdf();
    expect(await parseResumeFile('cv.pdf', utf8('%PDF-1.7\n'))).toEqual(EMPTY);
    expect(await parseResumeFile('cv.pdf', pdf.subarray(0, 64))).toEqual(EMPTY);
    expect(await parseResumeFile('cv.pdf', utf8('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'))).toEqual(EMPTY);
  });

  it('answers empty fields for other malformed documents', async () => {
    expect(await parseResumeFile('cv.docx', zipArchive({ 'word/readme.txt': 'no document.xml' }))).toEqual(EMPTY);
    expect(await parseResumeFile('cv.doc', bareOle2Header())).toEqual(EMPTY);
  });

  it('answers empty fields for spreadsheets, which are not read', async () => {
    expect(await parseResumeFile('cv.xls', bareOle2Header())).toEqual(EMPTY);
    expect(await parseResumeFile('cv.xlsx', zipArchive({ 'xl/workbook.xml': 'Name: Jane Smith 13800138000' }))).toEqual(EMPTY);
  });

  it('answers empty fields for executables, whatever they are named', async () => {
    for (const fileName of ['cv.pdf', 'cv.docx', 'cv.txt', 'cv.doc', 'cv.html']) {
      expect(await parseResumeFile(fileName, windowsExecutable()), fileName).toEqual(EMPTY);
      expect(await parseResumeFile(fileName, linuxExecutable()), fileName).toEqual(EMPTY);
    }
  });

  it('answers empty fields when the content is not what the name claims', async () => {
    expect(await parseResumeFile('cv.docx', await englishResumePdf())).toEqual(EMPTY);
    expect(await parseResumeFile('cv.pdf', utf8('Name: Jane Smith\n13800138000'))).toEqual(EMPTY);
  });

  it('answers empty fields for names it does not accept', async () => {
    expect(await parseResumeFile('cv.pdf.exe', await englishResumePdf())).toEqual(EMPTY);
    expect(await parseResumeFile('noext', utf8('Name: Jane Smith'))).toEqual(EMPTY);
  });
});
