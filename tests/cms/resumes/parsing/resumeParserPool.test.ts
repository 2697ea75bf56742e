import { afterEach, describe, expect, it } from 'vitest';
import { createResumeParser, type ResumeParser } from '../../../../cms/resumes/parsing/resumeParserPool';
import { manyPagePdf, slowPdf, zipBombDocx } from '../../../support/hostileResumes';
import { englishResumePdf, headedResumeDocx } from '../../../support/resumeFiles';

const EMPTY = { name: '', phone: '', email: '' };
const MB = 1024 * 1024;

describe('the resume parser pool', () => {
  let parser: ResumeParser | undefined;
  afterEach(() => parser?.close());

  it('parses in a worker thread what parseResumeFile reads', async () => {
    parser = createResumeParser({ threads: 1 });
    expect(await parser.parse('cv.pdf', await englishResumePdf())).toEqual({
      name: 'Jane Smith',
      phone: '13912345678',
      email: 'jane.smith@example.com',
    });
    expect(await parser.parse('cv.exe', await englishResumePdf())).toEqual(EMPTY);
  });

  it('reads only the first pages of a 10,000-page PDF, finding the contact on the first', async () => {
    parser = createResumeParser({ threads: 1 });
    const pdf = await manyPagePdf(10_000, 'Name: Jane Smith  Mobile: 139 1234 5678');
    expect(pdf.length).toBeGreaterThan(MB);
    expect(await parser.parse('cv.pdf', pdf)).toEqual({ name: 'Jane Smith', phone: '13912345678', email: '' });
  });

  it('answers empty fields when the time limit hits, and says why', async () => {
    const stopped: unknown[] = [];
    parser = createResumeParser({ threads: 1, timeoutMs: 1, onStopped: (error) => stopped.push(error) });
    expect(await parser.parse('cv.pdf', await englishResumePdf())).toEqual(EMPTY);
    expect(stopped).toHaveLength(1);
    expect(String(stopped[0])).toMatch(/abort|timeout/i);
  });

  it('does not count a new worker\'s start against the time limit, only the reading of the file', async () => {
    const stopped: unknown[] = [];
    parser = createResumeParser({ threads: 1, timeoutMs: 300, onStopped: (error) => stopped.push(error) });
    const started = performance.now();
    expect(await parser.parse('cv.pdf', await englishResumePdf())).toMatchObject({ name: 'Jane Smith' });
    // The worker's start (tsx, the sources, pdfjs, mammoth) must outlast the limit, or this proves nothing.
    expect(performance.now() - started, 'a new worker started within 300 ms').toBeGreaterThan(300);
    expect(stopped).toEqual([]);
  });

  it('gives up a file that waits too long for a worker, with empty fields, and says why', async () => {
    const stopped: unknown[] = [];
    parser = createResumeParser({ threads: 1, waitMs: 1000, timeoutMs: 60_000, onStopped: (error) => stopped.push(error) });
    // The one worker reads this page for some 20 seconds, and the second file waits for it. (When the
    // worker takes over a second to start, the first file is given up for waiting too.)
    const busy = parser.parse('cv.pdf', await slowPdf(3_000_000));
    const waited = performance.now();
    expect(await parser.parse('cv.pdf', await englishResumePdf())).toEqual(EMPTY);
    expect(performance.now() - waited).toBeLessThan(10_000);
    expect(stopped.map((error) => String((error as Error).cause))).toContain('TimeoutError: no worker started reading the resume within 1000 ms');
    await parser.close();
    expect(await busy).toEqual(EMPTY);
  });

  it('stops a parse past the time limit mid-file and goes on parsing with a new worker', async () => {
    const stopped: unknown[] = [];
    parser = createResumeParser({ threads: 1, timeoutMs: 3000, onStopped: (error) => stopped.push(error) });
    const started = performance.now();
    // Read whole, this page takes pdfjs some 20 seconds.
    expect(await parser.parse('cv.pdf', await slowPdf(3_000_000))).toEqual(EMPTY);
    // Well short of the 20 s a whole read takes, a new worker's start on a busy machine included.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(String(stopped[0])).toMatch(/abort/i);
    expect(await parser.parse('cv.pdf', await englishResumePdf())).toMatchObject({ name: 'Jane Smith' });
  });

  it('refuses concurrent zip bombs with empty fields, in bounded memory', async () => {
    parser = createResumeParser({ threads: 2 });
    const bomb = await zipBombDocx(1024 ** 3);
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const answers = await Promise.all(Array.from({ length: 4 }, () => parser!.parse('cv.docx', bomb)));
    expect(answers).toEqual(Array(4).fill(EMPTY));
    // Two workers, each with its modules and a few chunks of output; four gigabytes unbounded.
    expect(process.resourceUsage().maxRSS * 1024 - peakBefore).toBeLessThan(400 * MB);
  });

  it('renders a preview page in a worker thread', async () => {
    parser = createResumeParser({ threads: 1 });
    const page = await parser.preview('docx', await headedResumeDocx());
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain('<h1>个人简历</h1>');
    expect(await parser.preview('xlsx', new Uint8Array())).toBeNull();
  });

  it('rejects a preview past the time limit, and one of a zip bomb, going on with a new worker', async () => {
    const docx = await headedResumeDocx();
    parser = createResumeParser({ threads: 1, timeoutMs: 1 });
    await expect(parser.preview('docx', docx)).rejects.toThrow(/abort/i);
    await parser.close();

    parser = createResumeParser({ threads: 1 });
    await expect(parser.preview('docx', await zipBombDocx(1024 ** 3))).rejects.toThrow(/expands beyond the limits/);
    expect(await parser.preview('docx', docx)).toContain('<h1>个人简历</h1>');
  });

  it('ends the parses in flight and its threads when closed', async () => {
    parser = createResumeParser({ threads: 1 });
    const parse = parser.parse('cv.pdf', await manyPagePdf(2000));
    await parser.close();
    expect(await parse).toEqual(EMPTY);
  });
});
