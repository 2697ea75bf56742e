/**
 * The resume block of /joinUsDetails as a visitor reads it in Chromium: one heading and one
 * introduction, and the accepted formats by the names people know them by.
 */
import { describe, expect, it } from 'vitest';
import { RESUME_EXTENSIONS } from '../../contract/resumeFormats';
import { firstJob, normalise, visit } from './support';
import { siteInBrowser } from './siteInBrowser';

describe('the resume block of /joinUsDetails', () => {
  const site = siteInBrowser();

  it('says 投递简历 once, introduces the form once, and names the formats as PDF, Word, HTML, text, RTF and Excel', async () => {
    const { jobId } = await firstJob(site.server.origin);
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}/joinUsDetails?id=${jobId}`, { viewport: { width: 1280, height: 900 } });
    try {
      const main = page.getByRole('main');
      await expect.poll(() => main.locator('input[type="file"]').count()).toBe(1);
      expect(await main.getByRole('heading', { name: '投递简历' }).count()).toBe(1);
      expect(await main.getByRole('form', { name: '投递简历' }).count()).toBe(1);
      // The introduction says what uploading does: it fills in the form.
      const text = normalise((await main.textContent()) ?? '');
      expect(text.match(/上传[^。]*简历[^。]*。/g) ?? []).toHaveLength(1);

      const input = main.locator('input[type="file"]');
      const hintId = (await input.getAttribute('aria-describedby'))!.split(' ')[0]!;
      const hint = normalise((await page.locator(`[id="${hintId}"]`).textContent()) ?? '');
      for (const name of ['PDF', 'Word', 'HTML', '文本', 'RTF', 'Excel']) expect(hint).toContain(name);
      for (const extension of RESUME_EXTENSIONS) expect(hint).not.toMatch(new RegExp(`(^|[^a-z])${extension}([^a-z]|$)`));
      // Every extension is still accepted.
      const accept = (await input.getAttribute('accept'))!.split(',');
      expect(accept).toEqual(RESUME_EXTENSIONS.map((extension) => `.${extension}`));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
