import { describe, expect, it } from 'vitest';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, resumeFormatOf } from '../../contract/resumeFormats';

describe('resumeFormatOf', () => {
  it.each([
    ['cv.html', 'html'],
    ['cv.htm', 'html'],
    ['cv.pdf', 'pdf'],
    ['cv.doc', 'doc'],
    ['cv.docx', 'docx'],
    ['cv.txt', 'txt'],
    ['cv.txl', 'txt'],
    ['cv.xls', 'xls'],
    ['cv.xlsx', 'xlsx'],
    ['cv.mht', 'mht'],
    ['cv.mhtml', 'mht'],
    ['cv.mhl', 'mht'],
    ['cv.rtf', 'rtf'],
  ])('reads %s as %s', (fileName, format) => {
    expect(resumeFormatOf(fileName)).toBe(format);
  });

  it.each([
    ['a.PDF', 'pdf'],
    ['李明-简历.DocX', 'docx'],
    ['../../etc/passwd.pdf', 'pdf'],
    ['C:\\Users\\li\\Desktop\\cv.final.Doc', 'doc'],
    ['x.exe.pdf', 'pdf'],
  ])('uses only the last extension of %s, case-insensitively', (fileName, format) => {
    expect(resumeFormatOf(fileName)).toBe(format);
  });

  it.each([
    'noext',
    'x.pdf.exe',
    '.pdf',
    'folder.pdf/cv',
    'cv.',
    'cv.pdf ',
    'cv.exe',
    'cv.zip',
    'cv.constructor',
    'cv.__proto__',
    '',
  ])('refuses %j', (fileName) => {
    expect(resumeFormatOf(fileName)).toBeNull();
  });
});

describe('resume format constants', () => {
  it('limits uploads to 10 MB', () => {
    expect(RESUME_MAX_BYTES).toBe(10_485_760);
  });

  it('lists every extension of the spec, its typos and their corrections', () => {
    expect([...RESUME_EXTENSIONS].sort()).toEqual(
      ['doc', 'docx', 'htm', 'html', 'mhl', 'mht', 'mhtml', 'pdf', 'rtf', 'txl', 'txt', 'xls', 'xlsx'],
    );
  });
});
