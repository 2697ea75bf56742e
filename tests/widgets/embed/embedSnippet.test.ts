import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../../../widgets/embed/embedSnippet';
import { WIDGET_NAMES } from '../../../widgets/embed/types';
import { widgetOptionNames } from '../../../widgets/embed/widgetOptions';

const CMS = 'https://cms.example.com';

describe('the embed snippet of a choice', () => {
  it('is the script tag, a placeholder with the options as data-* attributes, and the stub of the README', () => {
    const snippet = embedSnippet({ cmsUrl: CMS, widget: 'cases', language: 'en-US', options: { category: 'tobacco', detailBaseUrl: ' https://www.example.com ', tagIds: '' } });
    expect(snippet.scriptTag).toBe('<script async src="https://cms.example.com/widgets/embed.js" data-cms="https://cms.example.com" data-lang="en-US"></script>');
    expect(snippet.placeholder).toBe('<div data-cms-widget="cases" data-category="tobacco" data-detail-base-url="https://www.example.com"></div>');
    const readme = fs.readFileSync(path.resolve(__dirname, '../../../widgets/embed/README.md'), 'utf8');
    expect(snippet.stub).toBe(/```html\n(<script>\n[\s\S]*?<\/script>)\n```/.exec(readme)?.[1]);
  });

  it('escapes what an option holds, so it stays one attribute value', () => {
    const { placeholder } = embedSnippet({ cmsUrl: CMS, widget: 'consult', language: 'zh-CN', options: { label: '"><script>alert(1)</script>&' } });
    expect(placeholder).toBe('<div data-cms-widget="consult" data-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"></div>');
    const host = document.createElement('div');
    host.innerHTML = placeholder;
    expect(host.querySelectorAll('script')).toHaveLength(0);
    expect((host.firstElementChild as HTMLElement).dataset.label).toBe('"><script>alert(1)</script>&');
  });

  it('gives a nonce to both scripts when asked, for a page under a nonce-based policy', () => {
    const snippet = embedSnippet({ cmsUrl: CMS, widget: 'resume', language: 'zh-CN', options: { jobId: '12' } }, 'abc');
    expect(snippet.stub.startsWith('<script nonce="abc">')).toBe(true);
    expect(snippet.scriptTag.startsWith('<script nonce="abc" async')).toBe(true);
    expect(snippet.placeholder).toBe('<div data-cms-widget="resume" data-job-id="12"></div>');
  });

  it('names, for each widget, the options its placeholder is read for, in the loader’s camelCase', () => {
    expect(Object.fromEntries(WIDGET_NAMES.map((name) => [name, widgetOptionNames(name)]))).toEqual({
      consult: ['label', 'openingHours', 'source'],
      cases: ['category', 'detailBaseUrl', 'tagIds'],
      resume: ['jobId'],
      floating: ['qr', 'label', 'openingHours', 'source'],
    });
  });
});
