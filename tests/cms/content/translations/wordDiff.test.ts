import { describe, expect, it } from 'vitest';
import { sourceTextOf } from '../../../../cms/content/translations/sourceText';
import { wordDiff } from '../../../../cms/content/translations/wordDiff';

describe('the word diff of a source text', () => {
  it('finds the Chinese words that changed, though Chinese is written without spaces', () => {
    expect(wordDiff('智能仓库在深圳上线', '智能仓库在上海上线')).toEqual([
      { change: 'kept', text: '智能仓库在' },
      { change: 'removed', text: '深圳' },
      { change: 'added', text: '上海' },
      { change: 'kept', text: '上线' },
    ]);
  });

  it('keeps a text unchanged whole, and spaced words as words', () => {
    expect(wordDiff('同一段文字', '同一段文字')).toEqual([{ change: 'kept', text: '同一段文字' }]);
    expect(wordDiff('AGV 堆垛机 speed 2 m/s', 'AGV 堆垛机 speed 3 m/s').filter((part) => part.change !== 'kept')).toEqual([
      { change: 'removed', text: '2' },
      { change: 'added', text: '3' },
    ]);
  });
});

describe('the source text of a language', () => {
  it('is every string of it, a line per field and per paragraph, without markup and with entities read', () => {
    const text = { title: '冷链仓库', summary: ' 摘要 ', content: '<p>第一段<strong>加粗</strong></p><p>第二段 &amp; 更多</p><ul><li>一</li><li>二</li></ul>', fileId: 12, highlights: ['2 m/s'] };
    expect(sourceTextOf(text)).toBe('冷链仓库\n摘要\n第一段加粗\n第二段 & 更多\n一\n二\n2 m/s');
  });

  it('is the same whatever the formatting, and empty for a missing language', () => {
    expect(sourceTextOf({ content: '<p><em>正文</em></p>' })).toBe(sourceTextOf({ content: '<p>正文</p>' }));
    expect(sourceTextOf(null)).toBe('');
  });
});
