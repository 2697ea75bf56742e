// @vitest-environment jsdom
/**
 * Where a media file is used, as the media library lists it: the server names each place by its
 * codes (`thumbnail`, `wechatQrCode (zh)`, a draft's `cases/12`); the list names them as the forms
 * do, in the user's language, so no code shows in the Chinese interface.
 */
import { cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { MediaUsageList } from '../../admin/src/media/MediaUsages';
import type { MediaUsage } from '../../contract/media/mediaAsset';

afterEach(cleanup);

const USAGES: MediaUsage[] = [
  { kind: 'article', id: '42', field: 'thumbnail', label: '陕西某果业公司苹果气调立体库', labelLanguage: 'zh' },
  { kind: 'article', id: '43', field: 'file', label: '产品手册', labelLanguage: 'zh' },
  { kind: 'setting', id: 'wechatQrCode', field: 'wechatQrCode', label: 'wechatQrCode (zh)', labelLanguage: null },
  { kind: 'draft', id: 'cases/12', field: 'draft', label: 'cases 12', labelLanguage: null },
];

async function listed(locale: 'zh' | 'en'): Promise<string[]> {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <MediaUsageList usages={USAGES} />
    </AdminContext>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('the places a media file is used', () => {
  it('names the fields, settings and drafts in Chinese, with no code of the server', async () => {
    const items = await listed('zh');
    expect(items).toEqual([
      '文章 42“陕西某果业公司苹果气调立体库”：缩略图',
      expect.stringMatching(/^文章 43“产品手册”：\S+$/),
      expect.stringMatching(/^站点设置“\S+（中文）”$/),
      '未发布的草稿：案例 12',
    ]);
    for (const item of items) expect(item).not.toMatch(/[A-Za-z]{2}/);
  });

  it('names them in English for an English interface', async () => {
    const items = await listed('en');
    expect(items[0]).toBe('Article 42 “陕西某果业公司苹果气调立体库”: Thumbnail');
    expect(items[2]).toMatch(/^Site setting “.+ \(Chinese\)”$/);
    expect(items[3]).toBe('Unpublished draft: Case 12');
  });

  it('marks an item\'s title with the language it is in, whatever the interface\'s', async () => {
    await listed('en');
    const title = screen.getByText('陕西某果业公司苹果气调立体库');
    expect(title.getAttribute('lang')).toBe('zh-CN');
  });
});
