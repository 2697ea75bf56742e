import { describe, expect, it } from 'vitest';
import type { ResumeFormat } from '../../../../contract/resumeFormats';
import { bytesMatchFormat } from '../../../../cms/resumes/parsing/sniffResumeBytes';
import {
  bareOle2Header,
  chineseResumeDocThatIsHtml,
  chineseResumeDocx,
  chineseResumeGbkTxt,
  chineseResumeMht,
  chineseResumeRtf,
  englishResumePdf,
  linuxExecutable,
  windowsExecutable,
  zipArchive,
} from '../../../support/resumeFiles';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const ALL_FORMATS: ResumeFormat[] = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'rtf', 'html', 'mht', 'txt'];

describe('bytesMatchFormat', () => {
  it.each(ALL_FORMATS)('refuses a Windows or Linux executable claimed to be %s', (format) => {
    expect(bytesMatchFormat(format, windowsExecutable())).toBe(false);
    expect(bytesMatchFormat(format, linuxExecutable())).toBe(false);
  });

  it('refuses Mach-O executables', () => {
    expect(bytesMatchFormat('txt', Uint8Array.of(0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00))).toBe(false);
    expect(bytesMatchFormat('pdf', Uint8Array.of(0xca, 0xfe, 0xba, 0xbe, ...text('%PDF-1.4')))).toBe(false);
  });

  it('refuses an executable even when it starts like text', () => {
    expect(bytesMatchFormat('txt', text('MZ is not a resume'))).toBe(false);
  });

  it.each(ALL_FORMATS)('refuses an empty file claimed to be %s', (format) => {
    expect(bytesMatchFormat(format, new Uint8Array())).toBe(false);
  });

  it('accepts a PDF only when it starts with the PDF header', async () => {
    const pdf = await englishResumePdf();
    expect(bytesMatchFormat('pdf', pdf)).toBe(true);
    expect(bytesMatchFormat('pdf', Uint8Array.of(0x0a, ...pdf))).toBe(false);
    expect(bytesMatchFormat('pdf', text('Jane Smith, 139 1234 5678'))).toBe(false);
    expect(bytesMatchFormat('pdf', text('%PDF'))).toBe(false);
  });

  it('refuses a PDF claimed to be a DOCX, a DOC or text', async () => {
    const pdf = await englishResumePdf();
    for (const format of ['docx', 'doc', 'txt', 'html', 'mht', 'rtf'] as const) {
      expect(bytesMatchFormat(format, pdf), format).toBe(false);
    }
  });

  it('accepts a DOCX, and refuses a ZIP that has no word/ folder', async () => {
    expect(bytesMatchFormat('docx', await chineseResumeDocx())).toBe(true);
    expect(bytesMatchFormat('docx', zipArchive({ 'readme.txt': 'hello', 'words/x.xml': '<x/>' }))).toBe(false);
    expect(bytesMatchFormat('docx', zipArchive({ 'xl/workbook.xml': '<workbook/>' }))).toBe(false);
  });

  it('refuses a DOCX whose central directory is cut off', async () => {
    const docx = await chineseResumeDocx();
    expect(bytesMatchFormat('docx', docx.subarray(0, docx.length - 30))).toBe(false);
  });

  it('accepts an XLSX only with an xl/ folder', async () => {
    expect(bytesMatchFormat('xlsx', zipArchive({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBe(true);
    expect(bytesMatchFormat('xlsx', await chineseResumeDocx())).toBe(false);
  });

  it('accepts OLE2 compound files as DOC and XLS', () => {
    expect(bytesMatchFormat('doc', bareOle2Header())).toBe(true);
    expect(bytesMatchFormat('xls', bareOle2Header())).toBe(true);
    expect(bytesMatchFormat('xls', text('<html><body>table</body></html>'))).toBe(false);
  });

  it('accepts the text-based look-alikes and renamed DOCX that Word opens as DOC', async () => {
    expect(bytesMatchFormat('doc', chineseResumeDocThatIsHtml())).toBe(true);
    expect(bytesMatchFormat('doc', chineseResumeMht())).toBe(true);
    expect(bytesMatchFormat('doc', chineseResumeRtf())).toBe(true);
    expect(bytesMatchFormat('doc', await chineseResumeDocx())).toBe(true);
    expect(bytesMatchFormat('doc', zipArchive({ 'readme.txt': 'hello' }))).toBe(false);
    expect(bytesMatchFormat('doc', Uint8Array.of(...text('binary'), 0, 1, 2))).toBe(false);
  });

  it('accepts RTF only with its header', () => {
    expect(bytesMatchFormat('rtf', chineseResumeRtf())).toBe(true);
    expect(bytesMatchFormat('rtf', text('Jane Smith'))).toBe(false);
  });

  it('accepts text as TXT, HTML and MHT, including GBK', () => {
    for (const format of ['txt', 'html', 'mht'] as const) {
      expect(bytesMatchFormat(format, chineseResumeGbkTxt()), format).toBe(true);
      expect(bytesMatchFormat(format, text('#!/bin/sh is text to a reader')), format).toBe(true);
    }
  });

  it('refuses a NUL byte within the first 8 KB of text, but not after', () => {
    const late = new Uint8Array(9000).fill(0x61);
    late[8500] = 0;
    const early = new Uint8Array(9000).fill(0x61);
    early[8000] = 0;
    expect(bytesMatchFormat('txt', late)).toBe(true);
    expect(bytesMatchFormat('txt', early)).toBe(false);
  });

  it('refuses binary containers claimed to be text', async () => {
    expect(bytesMatchFormat('txt', await chineseResumeDocx())).toBe(false);
    expect(bytesMatchFormat('html', bareOle2Header())).toBe(false);
    expect(bytesMatchFormat('txt', text('%PDF-1.7 no NUL here'))).toBe(false);
    expect(bytesMatchFormat('txt', text('PK\x03\x04 no NUL here'))).toBe(false);
  });

  it('accepts UTF-16 text with a byte-order mark as TXT and HTML, not as MHT', () => {
    const utf16le = Uint8Array.from(Buffer.from('\ufeffName: Jane Smith', 'utf16le'));
    expect(bytesMatchFormat('txt', utf16le)).toBe(true);
    expect(bytesMatchFormat('html', utf16le)).toBe(true);
    expect(bytesMatchFormat('mht', utf16le)).toBe(false);
    const withNulCodeUnit = Uint8Array.from(Buffer.from('\ufeffName\0Jane', 'utf16le'));
    expect(bytesMatchFormat('txt', withNulCodeUnit)).toBe(false);
  });
});
