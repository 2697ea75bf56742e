// @vitest-environment jsdom
/**
 * The preview page's content around the article: the draft note, and what it says when its
 * address names no item or a kind without a page of its own.
 */
import { render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentPreview } from '../../../site/src/components/preview/ContentPreview';
import { siteWrapper } from '../cases/siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

describe('the preview page', () => {
  it('marks itself a draft and says when the address names no item', async () => {
    harness = siteWrapper('en-US');
    render(<ContentPreview language="en-US" search="?kind=articles" />, { wrapper: harness.wrapper });
    expect(screen.getByRole('note').textContent).toBe('Preview of a draft: not published');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to preview' })).toBeTruthy();
  });

  it('says a kind without a page of its own has nothing to show', async () => {
    harness = siteWrapper('zh-CN');
    render(<ContentPreview language="zh-CN" search="?kind=tags&id=3" />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: '没有可预览的页面' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('草稿预览：尚未发布');
  });
});
