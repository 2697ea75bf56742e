import type { Node } from 'gatsby';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_PATHS } from '../../../../contract/api';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../../../contract/entities/classify';
import type { NodeFields } from '../../../../site/gatsby/source/nodeCreator';
import { KeptArticles, sourceArticleList, type ArticleList } from '../../../../site/gatsby/source/sourceArticles';
import { startTestApp, type TestApp } from '../../../support/testApp';

type ArticleFields = NodeFields<'CmsArticle'>;

/**
 * Sourcing one list against a real CMS, with the last build's nodes as Gatsby would hand them
 * back: which articles are read, which nodes are created again and which only touched.
 */
describe('sourcing the articles of a list by change', () => {
  let test: TestApp;
  let list: ArticleList;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    const cmsUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const tree = (await test.app.inject({ url: `${API_BASE_PATH}/${API_PATHS.classifyTree}?classifyType=0&language=zh` })).json().data as ClassifyNode[];
    const categoryById = new Map<number, { outLink: string; classifyName: string }>();
    const visit = (node: ClassifyNode) => {
      categoryById.set(node.classifyId, { outLink: node.outLink, classifyName: node.classifyName });
      node.children.forEach(visit);
    };
    tree.forEach(visit);
    list = { cmsUrl, language: 'zh-CN', classifyType: CLASSIFY_TYPES.cases, rootId: tree[0]!.classifyId, categoryById };
  });
  afterAll(() => test?.close());

  /** One sourcing pass over `kept`: the nodes it created and those it touched. */
  const source = async (kept: ReadonlyArray<ArticleFields & Node>) => {
    const created: Array<ArticleFields & Node> = [];
    const touched: Node[] = [];
    const result = await sourceArticleList(list, new KeptArticles(kept), (_type, key, fields) => {
      created.push({ ...(fields as object as ArticleFields), id: key, parent: null, children: [], internal: { type: 'CmsArticle', contentDigest: key, owner: 'test' } });
    }, (node) => touched.push(node));
    return { result, created, touched };
  };
  /** What the sitemap dates pages by (site/gatsby/sitemap/pageLastmod.ts), of each article. */
  const datesOf = (articles: ReadonlyArray<Pick<ArticleFields, 'language' | 'articleId' | 'classifyId' | 'classifyType' | 'updateTime'>>) => articles
    .map(({ language, articleId, classifyId, classifyType, updateTime }) => ({ language, articleId, classifyId, classifyType, updateTime }))
    .sort((a, b) => a.articleId - b.articleId);

  it('exports the list on a cold cache, then reads only the edited article and rebuilds its neighbours’ nodes from their own content', async () => {
    const cold = await source([]);
    expect(cold.result).toMatchObject({ kept: 0 });
    expect(cold.result.fetched).toBe(cold.created.length);
    expect(cold.created.length).toBeGreaterThan(10);
    expect(cold.touched).toEqual([]);
    expect(datesOf(cold.result.dates)).toEqual(datesOf(cold.created));

    const unchanged = await source(cold.created);
    expect(unchanged.result).toMatchObject({ fetched: 0, kept: cold.created.length });
    expect(unchanged.created).toEqual([]);
    expect(unchanged.touched.map((node) => node.id).sort()).toEqual(cold.created.map((node) => node.id).sort());

    const edited = cold.created.find((node) => node.previous && node.next)!;
    const title = `${edited.articleTitle}（修订）`;
    await test.app.db.updateTable('article_i18n').set({ title }).where('article_id', '=', edited.articleId).where('language', '=', 'zh').execute();
    const edit = await source(cold.created);
    expect(edit.result).toMatchObject({ fetched: 1, kept: cold.created.length - 1 });
    const rebuilt = new Map(edit.created.map((node) => [node.articleId, node]));
    expect([...rebuilt.keys()].sort()).toEqual([edited.articleId, edited.previous!.articleId, edited.next!.articleId].sort());
    expect(rebuilt.get(edited.articleId)!.articleTitle).toBe(title);
    expect(rebuilt.get(edited.previous!.articleId)!.next).toEqual({ articleId: edited.articleId, articleTitle: title });
    expect(rebuilt.get(edited.next!.articleId)!.previous).toEqual({ articleId: edited.articleId, articleTitle: title });
    // Rebuilt from the kept node, the neighbour's own content is the one the export gave.
    const before = cold.created.find((node) => node.articleId === edited.next!.articleId)!;
    expect({ ...rebuilt.get(edited.next!.articleId)!, previous: before.previous }).toEqual(before);
    expect(edit.touched).toHaveLength(cold.created.length - 3);
    // Dates for every article of the list, kept or read again: the edited one's is its edit's.
    const editedDate = datesOf(edit.result.dates).find((dated) => dated.articleId === edited.articleId)!;
    expect(editedDate.updateTime).toBe(rebuilt.get(edited.articleId)!.updateTime);
    expect(editedDate.updateTime).not.toBe(edited.updateTime);
    expect(datesOf(edit.result.dates)).toEqual(datesOf(cold.created).map((dated) => (dated.articleId === edited.articleId ? editedDate : dated)));
  });
});
