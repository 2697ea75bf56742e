import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from '../../../../cms/resumes/parsing/extractResumeText';
import { ZIP_MAX_EXPANDED_BYTES } from '../../../../cms/resumes/parsing/resumeParseLimits';
import { assertZipExpandsWithin, ZipExpansionError } from '../../../../cms/resumes/parsing/zipExpansion';
import { deflatedZeros, zipBombDocx } from '../../../support/hostileResumes';
import { chineseResumeDocx, zipOf } from '../../../support/resumeFiles';

const MB = 1024 * 1024;

describe('assertZipExpandsWithin', () => {
  it('lets a real DOCX through and answers its expanded size', async () => {
    const docx = await chineseResumeDocx();
    const expanded = await assertZipExpandsWithin(docx);
    expect(expanded).toBeGreaterThan(docx.length);
    expect(expanded).toBeLessThan(MB);
  });

  it('stops a bomb of 1 GB of zeros early, whatever size the archive declares, in bounded memory', async () => {
    for (const declared of [1024 ** 3, 1024]) {
      const bomb = await zipBombDocx(1024 ** 3, declared);
      expect(bomb.length).toBeLessThan(2 * MB);
      const peakBefore = process.resourceUsage().maxRSS * 1024;
      await expect(assertZipExpandsWithin(bomb)).rejects.toThrow(/expands beyond the limits/);
      // Expanding the gigabyte into memory would raise the peak by a gigabyte.
      expect(process.resourceUsage().maxRSS * 1024 - peakBefore).toBeLessThan(64 * MB);
    }
  });

  it('holds one entry to the ratio once it expands past a megabyte, and the archive to its total', async () => {
    const tenMegabytesOfZeros = await deflatedZeros(10 * MB);
    await expect(assertZipExpandsWithin(zipOf([{ name: 'word/document.xml', data: tenMegabytesOfZeros, declaredSize: 10 * MB }]))).rejects.toThrow(
      /expands beyond the limits/,
    );
    // Small entries may compress far better than the ratio: a megabyte of zeros is let through...
    const oneMegabyte = await deflatedZeros(MB);
    expect(await assertZipExpandsWithin(zipOf([{ name: 'word/document.xml', data: oneMegabyte, declaredSize: MB }]))).toBe(MB);
    // ...but not sixty of them in one archive.
    const many = Array.from({ length: 60 }, (_, index) => ({ name: `word/part${index}.xml`, data: oneMegabyte, declaredSize: MB }));
    const total = Math.floor(ZIP_MAX_EXPANDED_BYTES / MB);
    await expect(assertZipExpandsWithin(zipOf(many))).rejects.toThrow(ZipExpansionError);
    expect(await assertZipExpandsWithin(zipOf(many.slice(0, total)))).toBe(total * MB);
    await expect(assertZipExpandsWithin(zipOf(many.slice(0, total + 1)))).rejects.toThrow(ZipExpansionError);
  });

  it('refuses what it cannot expand: no central directory, a missing local header, an unknown method, bad data', async () => {
    await expect(assertZipExpandsWithin(new Uint8Array(100))).rejects.toThrow(/not a readable ZIP/);
    const archive = zipOf([{ name: 'word/document.xml', data: deflateRawSync('<w:document/>'), declaredSize: 13 }]);
    const broken = archive.slice();
    broken[0] = 0;
    await expect(assertZipExpandsWithin(broken)).rejects.toThrow(/no local header/);
    const bzip2 = archive.slice();
    const centralDirectory = Buffer.from(bzip2).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bzip2[centralDirectory + 10] = 12;
    await expect(assertZipExpandsWithin(bzip2)).rejects.toThrow(/compression method 12/);
    const garbage = zipOf([{ name: 'word/document.xml', data: Uint8Array.of(0xff, 0xff, 0xff, 0xff), declaredSize: 13 }]);
    await expect(assertZipExpandsWithin(garbage)).rejects.toThrow(/not valid deflate data/);
  });

  it('is what a DOCX goes through before mammoth reads it', async () => {
    await expect(extractResumeText('docx', await zipBombDocx(256 * MB))).rejects.toThrow(ZipExpansionError);
    await expect(extractResumeText('doc', await zipBombDocx(256 * MB))).rejects.toThrow(ZipExpansionError);
  });
});
