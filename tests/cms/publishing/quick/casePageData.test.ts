import { describe, expect, it } from 'vitest';
import { casePageDataNow, type CaseNow, type CasePageData } from '../../../../cms/publishing/quick/casePageData';

/**
 * A case's page data as the build writes it (`page-data/caseDetails/3/page-data.json`), trimmed:
 * the page's other query results around the article, and its fields in the query's order
 * (site/src/templates/CaseDetailsPage.tsx), which is not the order `articleDetails` answers them.
 */
function builtPage(): CasePageData {
  return {
    componentChunkName: 'component---site-src-templates-case-details-page-tsx',
    path: '/caseDetails/3',
    result: {
      data: {
        locales: { edges: [{ node: { ns: 'cases', data: '{"details":{"previous":"上一篇","next":"下一篇"}}', language: 'zh-CN' } }] },
        settings: { companyName: '云栈智能物流科技股份有限公司', companyShortName: '云栈智能' },
        article: {
          articleId: 3,
          classifyId: 2,
          classifyName: '新能源',
          categoryOutLink: 'newEnergy',
          articleTitle: '安徽某光伏组件企业成品立体库',
          articleSummary: '30 米高库存放 15,600 托光伏组件。',
          articleContent: '<p>该企业年产能 10 GW。</p>\n<h2>项目背景</h2>',
          articleThumbnail: '/cms/static/images/AllCase-3.svg',
          thumbnailPicture: { width: 640, height: 400, alt: { zh: '插图：高层货架', en: 'Illustration: high racks' }, decorative: false, srcSet: '', sources: [] },
          publishTime: '2022-11-20',
          updateTime: '2026-11-29T19:31:20.554Z',
          previous: { articleId: 8, articleTitle: '浙江某储能企业电子料立体库' },
          next: { articleId: 5, articleTitle: '江西某硅片企业片盒缓存库' },
        },
        reviews: { nodes: [{ reviewId: 1, company: '某光伏企业', text: '出库效率明显提升。' }] },
        categories: { nodes: [{ classifyId: 2, classifyName: '新能源', outLink: 'newEnergy' }] },
      },
      pageContext: { articleId: 3, articleNode: 'f63caf9d-285e-5929-8be8-ed229180ffcf', language: 'zh-CN', namespaces: ['common', 'cases'] },
    },
    staticQueryHashes: [],
    slicesMap: { footer: 'footer-zh-CN', header: 'header-zh-CN' },
  };
}

/**
 * The case as the CMS answers it when nothing changed: `findArticle`'s fields in its own order,
 * with those the page does not show (the version's id, the file, the tags), and the text's time.
 */
function caseNow(): CaseNow {
  return {
    id: 103,
    articleId: 3,
    articleTitle: '安徽某光伏组件企业成品立体库',
    articleSummary: '30 米高库存放 15,600 托光伏组件。',
    articleThumbnail: '/cms/static/images/AllCase-3.svg',
    classifyId: 2,
    publishTime: '2022-11-20',
    fileUrl: '/cms/files/report-3.pdf',
    fileId: 7,
    tagIds: [4, 9],
    articleContent: '<p>该企业年产能 10 GW。</p>\n<h2>项目背景</h2>',
    classifyName: '新能源',
    previous: { articleId: 8, articleTitle: '浙江某储能企业电子料立体库' },
    next: { articleId: 5, articleTitle: '江西某硅片企业片盒缓存库' },
    updateTime: '2026-11-29T19:31:20.554Z',
  };
}

/** The built article as it is serialised inside the page's file. */
const BUILT_ARTICLE =
  '{"articleId":3,"classifyId":2,"classifyName":"新能源","categoryOutLink":"newEnergy",' +
  '"articleTitle":"安徽某光伏组件企业成品立体库","articleSummary":"30 米高库存放 15,600 托光伏组件。",' +
  '"articleContent":"<p>该企业年产能 10 GW。</p>\\n<h2>项目背景</h2>","articleThumbnail":"/cms/static/images/AllCase-3.svg",' +
  '"thumbnailPicture":{"width":640,"height":400,"alt":{"zh":"插图：高层货架","en":"Illustration: high racks"},"decorative":false,"srcSet":"","sources":[]},' +
  '"publishTime":"2022-11-20","updateTime":"2026-11-29T19:31:20.554Z",' +
  '"previous":{"articleId":8,"articleTitle":"浙江某储能企业电子料立体库"},"next":{"articleId":5,"articleTitle":"江西某硅片企业片盒缓存库"}}';

describe('a case page’s data after a text edit (quick releases)', () => {
  it('takes the new title, summary, body and time, in the built order, and leaves the rest of the file as built', () => {
    const built = builtPage();
    const builtFile = JSON.stringify(built);
    expect(builtFile).toContain(`"article":${BUILT_ARTICLE}`);

    const data = casePageDataNow(built, {
      ...caseNow(),
      articleTitle: '安徽某光伏组件企业 10 GW 基地成品立体库',
      articleSummary: '整车装车时间缩短六成。',
      articleContent: '<p>该企业年产能 10 GW，成品组件以托盘整包发往电站。</p>',
      updateTime: '2026-11-30T08:00:00.125Z',
    });

    // Byte for byte what the next build writes: the article's fields in the query's order, none of
    // the details' own (id, file, tags), and every other part of the file untouched.
    const article =
      '{"articleId":3,"classifyId":2,"classifyName":"新能源","categoryOutLink":"newEnergy",' +
      '"articleTitle":"安徽某光伏组件企业 10 GW 基地成品立体库","articleSummary":"整车装车时间缩短六成。",' +
      '"articleContent":"<p>该企业年产能 10 GW，成品组件以托盘整包发往电站。</p>","articleThumbnail":"/cms/static/images/AllCase-3.svg",' +
      '"thumbnailPicture":{"width":640,"height":400,"alt":{"zh":"插图：高层货架","en":"Illustration: high racks"},"decorative":false,"srcSet":"","sources":[]},' +
      '"publishTime":"2022-11-20","updateTime":"2026-11-30T08:00:00.125Z",' +
      '"previous":{"articleId":8,"articleTitle":"浙江某储能企业电子料立体库"},"next":{"articleId":5,"articleTitle":"江西某硅片企业片盒缓存库"}}';
    expect(JSON.stringify(data)).toBe(builtFile.replace(BUILT_ARTICLE, article));
    // The release's data is read once and may be compared after: it is not written over.
    expect(JSON.stringify(built)).toBe(builtFile);
  });

  it('takes a neighbour’s new title, keeping the neighbour’s fields in the built order', () => {
    // A neighbour whose fields come in another order than the built file's.
    const next = { articleTitle: '江西某硅片企业曲轨堆垛机片盒缓存库', articleId: 5 };
    const data = casePageDataNow(builtPage(), { ...caseNow(), next });
    expect(JSON.stringify(data?.result.data.article?.next)).toBe('{"articleId":5,"articleTitle":"江西某硅片企业曲轨堆垛机片盒缓存库"}');
    expect(data?.result.data.article?.previous).toEqual(builtPage().result.data.article!.previous);
  });

  it('answers the data as built when nothing the page shows changed (a tag or the file, say)', () => {
    const data = casePageDataNow(builtPage(), { ...caseNow(), tagIds: [4], fileUrl: null, fileId: null });
    expect(JSON.stringify(data)).toBe(JSON.stringify(builtPage()));
  });

  it('keeps the category’s link and the picture’s sizes as built: the case’s details do not answer them', () => {
    const data = casePageDataNow(builtPage(), { ...caseNow(), articleTitle: 'Retitled' });
    const built = builtPage().result.data.article!;
    expect(data?.result.data.article).toMatchObject({ articleTitle: 'Retitled', categoryOutLink: built.categoryOutLink, thumbnailPicture: built.thumbnailPicture });
  });

  it.each([
    ['its date', { publishTime: '2023-01-05' }],
    ['its category', { classifyId: 4 }],
    ['its category’s name', { classifyName: '新能源汽车' }],
    ['its picture', { articleThumbnail: '/cms/static/images/AllCase-4.svg' }],
    ['its previous case, now another one', { previous: { articleId: 9, articleTitle: '浙江某储能企业电子料立体库' } }],
    ['its next case, now none', { next: null }],
  ] satisfies Array<[string, Partial<CaseNow>]>)('leaves the page to the full build when %s changed, even with its text', (_, change) => {
    expect(casePageDataNow(builtPage(), { ...caseNow(), articleTitle: 'Retitled', ...change })).toBeNull();
  });

  it('leaves the page to the full build when a neighbour appeared where it had none', () => {
    const built = builtPage();
    built.result.data.article!.previous = null;
    expect(casePageDataNow(built, caseNow())).toBeNull();
    // No neighbour then and now is what was built.
    expect(casePageDataNow(built, { ...caseNow(), previous: null })?.result.data.article?.previous).toBeNull();
  });

  it('answers null for a page without the case (written in the other language only)', () => {
    const built = builtPage();
    built.result.data.article = null;
    expect(casePageDataNow(built, caseNow())).toBeNull();
  });
});
