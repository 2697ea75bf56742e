import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import type { SeedArticle, SeedTree } from './types';

/**
 * Investor relations (/investorNews): investor news, periodic reports and announcements.
 * The area is shown in Chinese only; the English texts exist so both language rows are
 * complete. All figures are invented and consistent with each other:
 *
 * | Period      | Revenue (RMB m) | Net profit attributable (RMB m) |
 * |-------------|-----------------|---------------------------------|
 * | FY2023      | 1,302.7         | 95.8                            |
 * | FY2024      | 1,486.2         | 112.4                           |
 * | Q1 2025     | 318.4           | 19.7                            |
 * | H1 2025     | 742.6           | 51.9                            |
 * | 9M 2025     | 1,164.3         | 89.6                            |
 * | FY2025      | 1,712.5         | 136.8                           |
 * | Q1 2026     | 356.9           | 23.5                            |
 *
 * Share capital: 307,000,000 shares of RMB 1.00 (the registered capital of RMB 307 million).
 */

const INVESTOR = CLASSIFY_TYPES.investor;

export const investorTree: SeedTree = {
  classifyType: INVESTOR,
  root: {
    outLink: 'investor',
    name: { zh: '投资者关系', en: 'Investor relations' },
    children: [
      { outLink: 'investorNews', name: { zh: '投资者新闻', en: 'Investor news' } },
      { outLink: 'periodicReports', name: { zh: '定期报告', en: 'Periodic reports' } },
      { outLink: 'announcements', name: { zh: '临时公告', en: 'Announcements' } },
    ],
  },
};

const DISCLAIMER_ZH =
  '<p>本页内容仅为信息摘要，不构成任何投资建议。公司信息以在指定信息披露媒体上刊登的公告为准，敬请广大投资者注意投资风险。</p>';
const DISCLAIMER_EN =
  '<p>This page is a summary for information only and does not constitute investment advice. The announcements published in the designated disclosure media prevail. Investors are reminded of investment risks.</p>';

const PDF_CLOSING = [
  '',
  'The board of directors and all directors warrant that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.',
  'Board of Directors, Yunzhan Intralogistics Technology Co., Ltd. (stock code 300532)',
];

// ---------------------------------------------------------------------------------------------
// Investor news

const investorNews: SeedArticle[] = [
  {
    classifyType: INVESTOR,
    category: 'investorNews',
    title: {
      zh: '云栈智能举行2025年度业绩说明会',
      en: 'Yunzhan holds its 2025 annual results briefing',
    },
    summary: {
      zh: '公司董事长、总经理、财务总监及董事会秘书在线回答投资者提问，介绍2025年经营情况与2026年重点工作。',
      en: 'The chairman, the president, the chief financial officer and the board secretary answered investors’ questions online and presented the 2025 results and the priorities for 2026.',
    },
    content: {
      zh: [
        '<p>2026年4月28日15:00—17:00，云栈智能通过网络互动方式举行2025年度业绩说明会。公司董事长、总经理、财务总监、董事会秘书及一名独立董事出席，共回答投资者提问46个。</p>',
        '<h3>2025年经营概况</h3>',
        '<ul>',
        '<li>实现营业收入17.13亿元，同比增长15.2%；归属于上市公司股东的净利润1.37亿元，同比增长21.7%。</li>',
        '<li>全年新签订单20.46亿元，年末在手订单15.39亿元，为2026年收入提供了较好的保障。</li>',
        '<li>研发投入1.22亿元，占营业收入的7.1%；年内新增发明专利21项、软件著作权38项。</li>',
        '</ul>',
        '<h3>投资者关注的问题</h3>',
        '<p>针对毛利率变化，财务总监表示，工业软件收入占比提升至15.9%，带动综合毛利率由31.6%提高至32.4%。针对海外业务，总经理介绍，东南亚服务中心已投入运营，2025年海外收入同比增长38.5%，公司将以当地项目交付和备件服务为重点稳步拓展。</p>',
        '<p>董事会秘书表示，公司拟向全体股东每10股派发现金红利1.50元（含税），该预案尚需提交2025年年度股东大会审议。</p>',
        DISCLAIMER_ZH,
      ].join(''),
      en: [
        '<p>On 28 April 2026, from 15:00 to 17:00, Yunzhan held its 2025 annual results briefing online. The chairman, the president, the chief financial officer, the board secretary and an independent director took part and answered 46 questions from investors.</p>',
        '<h3>2025 at a glance</h3>',
        '<ul>',
        '<li>Revenue of RMB 1,712.5 million, up 15.2% year on year; net profit attributable to shareholders of RMB 136.8 million, up 21.7%.</li>',
        '<li>New orders of RMB 2,046.0 million and a year-end order backlog of RMB 1,538.7 million, a sound basis for 2026 revenue.</li>',
        '<li>R&amp;D spending of RMB 121.6 million, 7.1% of revenue; 21 new invention patents and 38 new software copyrights.</li>',
        '</ul>',
        '<h3>Questions from investors</h3>',
        '<p>Asked about margins, the chief financial officer explained that industrial software rose to 15.9% of revenue, lifting the gross margin from 31.6% to 32.4%. On overseas business, the president said that the Southeast Asia service centre is in operation and overseas revenue grew 38.5% in 2025; the company will expand step by step, with local project delivery and spare-parts service first.</p>',
        '<p>The board secretary confirmed the proposed cash dividend of RMB 1.50 per 10 shares (tax included), which is subject to approval by the 2025 annual general meeting.</p>',
        DISCLAIMER_EN,
      ].join(''),
    },
    publishTime: '2026-04-28',
    image: { subject: 'people', hue: 212 },
  },
  {
    classifyType: INVESTOR,
    category: 'investorNews',
    title: {
      zh: '2026年投资者开放日报名启动',
      en: 'Registration opens for the 2026 investor open day',
    },
    summary: {
      zh: '公司将于2026年5月22日在北京总部及嘉兴智能制造基地举办投资者开放日，名额40人，报名截止5月15日。',
      en: 'The company will hold an investor open day at its Beijing headquarters and the Jiaxing manufacturing base on 22 May 2026; 40 places, registration closes on 15 May.',
    },
    content: {
      zh: [
        '<p>为便于投资者深入了解公司的产品、技术与生产经营情况，云栈智能将于2026年5月22日举办“走进云栈”投资者开放日活动。</p>',
        '<h3>活动安排</h3>',
        '<ol>',
        '<li>上午：参观北京总部展厅与数字孪生调度中心，观看多类型AGV混场调度演示。</li>',
        '<li>下午：乘高铁前往嘉兴智能制造基地，参观堆垛机总装线、AGV测试场及高位立体库。</li>',
        '<li>16:30起：与公司管理层座谈交流。</li>',
        '</ol>',
        '<h3>报名方式</h3>',
        '<p>请于5月15日前发送电子邮件至 ir@yunzhan.example，注明姓名、所在机构、联系电话及持股情况。本次活动名额40人，按报名先后确认。公司将严格遵守信息披露相关规定，活动中不涉及未公开的重大信息。</p>',
        DISCLAIMER_ZH,
      ].join(''),
      en: [
        '<p>To give investors a closer look at its products, technology and operations, Yunzhan will hold an investor open day on 22 May 2026.</p>',
        '<h3>Programme</h3>',
        '<ol>',
        '<li>Morning: the showroom and the digital-twin control centre at the Beijing headquarters, with a demonstration of mixed-fleet AGV scheduling.</li>',
        '<li>Afternoon: by high-speed train to the Jiaxing manufacturing base, with the stacker crane assembly line, the AGV test field and the high-bay warehouse.</li>',
        '<li>From 16:30: discussion with the management team.</li>',
        '</ol>',
        '<h3>How to register</h3>',
        '<p>Please e-mail ir@yunzhan.example by 15 May with your name, institution, phone number and shareholding. Places are limited to 40 and confirmed in order of registration. No material non-public information will be disclosed during the event.</p>',
        DISCLAIMER_EN,
      ].join(''),
    },
    publishTime: '2026-04-30',
    image: { subject: 'building', hue: 200 },
  },
  {
    classifyType: INVESTOR,
    category: 'investorNews',
    title: {
      zh: '公司参加2025年度上市公司投资者网上集体接待日活动',
      en: 'Yunzhan takes part in the 2025 online investor reception day',
    },
    summary: {
      zh: '董事会秘书与财务总监就订单结构、应收账款管理和研发方向等问题与投资者进行了交流。',
      en: 'The board secretary and the chief financial officer discussed order mix, receivables management and research priorities with investors.',
    },
    content: {
      zh: [
        '<p>2025年11月14日下午，公司参加了辖区上市公司投资者网上集体接待日活动，董事会秘书与财务总监在线回答了投资者关心的问题。</p>',
        '<h3>主要交流内容</h3>',
        '<ul>',
        '<li><strong>订单结构：</strong>2025年前三季度，新能源、医药和冷链行业的新签订单合计占比约46%，烟草、汽车零部件等传统优势行业保持稳定。</li>',
        '<li><strong>应收账款：</strong>公司按项目里程碑跟踪回款，前三季度经营活动现金流量净额同比改善2,870万元。</li>',
        '<li><strong>研发方向：</strong>重点投入多类型AGV集群调度、高速轻型堆垛机和数字孪生平台，相关产品已在多个项目中交付。</li>',
        '</ul>',
        DISCLAIMER_ZH,
      ].join(''),
      en: [
        '<p>On the afternoon of 14 November 2025, the company took part in the regional online reception day for listed companies. The board secretary and the chief financial officer answered investors’ questions.</p>',
        '<h3>Main topics</h3>',
        '<ul>',
        '<li><strong>Order mix:</strong> in the first nine months of 2025, new energy, pharmaceuticals and cold chain together made up about 46% of new orders, while tobacco and automotive parts, the company’s traditional strengths, remained stable.</li>',
        '<li><strong>Receivables:</strong> collections are tracked against project milestones; net operating cash flow for the nine months improved by RMB 28.7 million year on year.</li>',
        '<li><strong>Research:</strong> the focus is on scheduling mixed AGV fleets, fast light-duty stacker cranes and the digital twin platform, all of which have been delivered in projects.</li>',
        '</ul>',
        DISCLAIMER_EN,
      ].join(''),
    },
    publishTime: '2025-11-14',
    image: { subject: 'software', hue: 222 },
  },
  {
    classifyType: INVESTOR,
    category: 'investorNews',
    title: {
      zh: '机构投资者调研嘉兴智能制造基地',
      en: 'Institutional investors visit the Jiaxing manufacturing base',
    },
    summary: {
      zh: '来自18家机构的26位投资者参观了堆垛机总装线与AGV测试场，并就产能规划进行了交流。',
      en: '26 investors from 18 institutions toured the stacker crane assembly line and the AGV test field and discussed capacity plans.',
    },
    content: {
      zh: [
        '<p>2025年9月5日，来自18家证券公司、基金公司和保险资产管理机构的26位投资者到访公司嘉兴智能制造基地。</p>',
        '<p>调研期间，投资者参观了堆垛机总装线、焊接机器人工作站、AGV综合测试场及基地自用的高位立体库。公司介绍，基地二期投产后，堆垛机年产能由600台提升至900台，AGV年产能由2,000台提升至3,500台。</p>',
        '<p>在交流环节，公司就产品标准化、核心部件自制率和交付周期等问题进行了说明：目前主力堆垛机型的标准件比例超过80%，中型堆垛机的平均交付周期由16周缩短至12周。</p>',
        '<p>调研活动已按规定签署承诺书，调研记录已在指定平台披露。</p>',
        DISCLAIMER_ZH,
      ].join(''),
      en: [
        '<p>On 5 September 2025, 26 investors from 18 securities firms, fund managers and insurance asset managers visited the company’s manufacturing base in Jiaxing.</p>',
        '<p>They toured the stacker crane assembly line, the robotic welding cells, the AGV test field and the base’s own high-bay warehouse. With phase II in production, annual capacity rises from 600 to 900 stacker cranes and from 2,000 to 3,500 AGVs.</p>',
        '<p>In the discussion the company covered standardisation, in-house production of core parts and lead times: standard parts now exceed 80% of the main stacker crane models, and the average lead time of a medium-duty crane fell from 16 to 12 weeks.</p>',
        '<p>Participants signed the required undertakings, and the record of the visit has been published on the designated platform.</p>',
        DISCLAIMER_EN,
      ].join(''),
    },
    publishTime: '2025-09-05',
    image: { subject: 'factory', hue: 204 },
  },
  {
    classifyType: INVESTOR,
    category: 'investorNews',
    title: {
      zh: '公司完成2024年度权益分派',
      en: 'Yunzhan completes its 2024 dividend distribution',
    },
    summary: {
      zh: '以总股本3.07亿股为基数，每10股派发现金红利1.20元（含税），合计派发3,684万元。',
      en: 'A cash dividend of RMB 1.20 per 10 shares (tax included) on 307 million shares, RMB 36.84 million in total.',
    },
    content: {
      zh: [
        '<p>公司2024年度权益分派方案已经2025年5月16日召开的2024年年度股东大会审议通过，并于2025年6月19日实施完毕。</p>',
        '<ul>',
        '<li>分派方案：以总股本307,000,000股为基数，向全体股东每10股派发现金红利1.20元（含税）。</li>',
        '<li>派发总额：36,840,000.00元，占2024年度归属于上市公司股东净利润的32.8%。</li>',
        '<li>股权登记日：2025年6月18日；除权除息日：2025年6月19日。</li>',
        '</ul>',
        '<p>公司上市以来坚持连续现金分红，今后将继续兼顾股东回报与公司发展，保持利润分配政策的连续性和稳定性。</p>',
        DISCLAIMER_ZH,
      ].join(''),
      en: [
        '<p>The 2024 dividend plan, approved by the annual general meeting of 16 May 2025, was completed on 19 June 2025.</p>',
        '<ul>',
        '<li>Plan: a cash dividend of RMB 1.20 per 10 shares (tax included) on the total share capital of 307,000,000 shares.</li>',
        '<li>Total: RMB 36,840,000.00, 32.8% of 2024 net profit attributable to shareholders.</li>',
        '<li>Record date: 18 June 2025; ex-dividend date: 19 June 2025.</li>',
        '</ul>',
        '<p>The company has paid a cash dividend every year since its listing and will keep its distribution policy continuous and stable, balancing shareholder returns with the needs of the business.</p>',
        DISCLAIMER_EN,
      ].join(''),
    },
    publishTime: '2025-06-20',
    image: { subject: 'report', hue: 150 },
  },
];

// ---------------------------------------------------------------------------------------------
// Periodic reports

function reportContent(zhPoints: string[], enPoints: string[], zhIntro: string, enIntro: string): SeedArticle['content'] {
  return {
    zh: `<p>${zhIntro}</p><h3>主要财务数据</h3><ul>${zhPoints.map((p) => `<li>${p}</li>`).join('')}</ul><p>报告全文请下载附件PDF查阅。</p>${DISCLAIMER_ZH}`,
    en: `<p>${enIntro}</p><h3>Key figures</h3><ul>${enPoints.map((p) => `<li>${p}</li>`).join('')}</ul><p>The full report is available as a PDF download.</p>${DISCLAIMER_EN}`,
  };
}

const periodicReports: SeedArticle[] = [
  {
    classifyType: INVESTOR,
    category: 'periodicReports',
    title: { zh: '2026年第一季度报告', en: 'First Quarter Report 2026' },
    summary: {
      zh: '一季度营业收入3.57亿元，同比增长12.1%；归母净利润2,350万元，同比增长19.3%。',
      en: 'Q1 revenue of RMB 356.9 million, up 12.1%; net profit attributable of RMB 23.5 million, up 19.3%.',
    },
    content: reportContent(
      [
        '营业收入35,690万元，同比增长12.1%。',
        '归属于上市公司股东的净利润2,350万元，同比增长19.3%。',
        '基本每股收益0.08元。',
        '经营活动产生的现金流量净额-4,260万元，主要系一季度集中支付供应商货款。',
        '一季度新签订单5.12亿元。',
      ],
      [
        'Revenue of RMB 356.9 million, up 12.1% year on year.',
        'Net profit attributable to shareholders of RMB 23.5 million, up 19.3%.',
        'Basic earnings per share of RMB 0.08.',
        'Net operating cash flow of RMB -42.6 million, mainly from supplier payments concentrated in the first quarter.',
        'New orders of RMB 512.3 million in the quarter.',
      ],
      '公司2026年第一季度报告已经第五届董事会第十二次会议审议通过。',
      'The First Quarter Report 2026 was approved at the 12th meeting of the fifth board of directors.',
    ),
    publishTime: '2026-04-28',
    image: { subject: 'report', hue: 214 },
    pdf: {
      fileName: '2026-q1-report.pdf',
      title: 'First Quarter Report 2026',
      lines: [
        'Yunzhan Intralogistics Technology Co., Ltd. | Stock code: 300532 | Report period: 1 January to 31 March 2026',
        'The financial statements in this report are unaudited. Amounts are in RMB million unless stated otherwise.',
        '## 1. Key accounting data',
        '- Revenue: 356.9 (Q1 2025: 318.4), up 12.1%',
        '- Net profit attributable to shareholders: 23.5 (Q1 2025: 19.7), up 19.3%',
        '- Net profit after non-recurring items: 21.8 (Q1 2025: 18.1), up 20.4%',
        '- Net cash flow from operating activities: -42.6 (Q1 2025: -51.3)',
        '- Basic earnings per share (RMB): 0.08 (Q1 2025: 0.06)',
        '- Weighted average return on equity: 1.24% (Q1 2025: 1.11%)',
        '- Total assets at period end: 4,021.7 (31 December 2025: 3,986.4)',
        '- Equity attributable to shareholders: 1,897.7 (31 December 2025: 1,874.2)',
        '## 2. Discussion',
        'Revenue growth came mainly from the acceptance of three automated warehouse projects in new energy and pharmaceuticals and from higher AGV deliveries (412 units, Q1 2025: 336 units).',
        'New orders signed in the quarter reached 512.3 million; the order backlog at 31 March 2026 was 1,694.1 million.',
        'R&D expenses were 27.9 million, 7.8% of revenue. Operating cash outflow narrowed as collections on completed projects improved.',
        '## 3. Shareholders',
        'At the end of the period the company had 21,486 shareholders of record. The top ten shareholders together held 58.3% of the 307,000,000 shares.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'periodicReports',
    title: { zh: '2025年年度报告', en: 'Annual Report 2025' },
    summary: {
      zh: '全年营业收入17.13亿元，同比增长15.2%；归母净利润1.37亿元，同比增长21.7%；拟每10股派发现金红利1.50元。',
      en: 'Revenue of RMB 1,712.5 million, up 15.2%; net profit attributable of RMB 136.8 million, up 21.7%; proposed dividend of RMB 1.50 per 10 shares.',
    },
    content: reportContent(
      [
        '营业收入171,250万元，同比增长15.2%。',
        '归属于上市公司股东的净利润13,680万元，同比增长21.7%。',
        '综合毛利率32.4%，较上年提高0.8个百分点。',
        '研发投入12,160万元，占营业收入的7.1%。',
        '基本每股收益0.45元；拟每10股派发现金红利1.50元（含税）。',
      ],
      [
        'Revenue of RMB 1,712.5 million, up 15.2% year on year.',
        'Net profit attributable to shareholders of RMB 136.8 million, up 21.7%.',
        'Gross margin of 32.4%, 0.8 percentage points higher than in 2024.',
        'R&amp;D spending of RMB 121.6 million, 7.1% of revenue.',
        'Basic earnings per share of RMB 0.45; proposed cash dividend of RMB 1.50 per 10 shares (tax included).',
      ],
      '公司2025年年度报告及摘要已经第五届董事会第十一次会议审议通过，年度财务报告经会计师事务所审计并出具标准无保留意见。',
      'The Annual Report 2025 and its summary were approved at the 11th meeting of the fifth board of directors. The auditors issued an unqualified opinion on the financial statements.',
    ),
    publishTime: '2026-04-21',
    image: { subject: 'report', hue: 206 },
    pdf: {
      fileName: '2025-annual-report.pdf',
      title: 'Annual Report 2025 (Summary)',
      lines: [
        'Yunzhan Intralogistics Technology Co., Ltd. | Stock code: 300532 | Financial year ended 31 December 2025',
        'Amounts are in RMB million unless stated otherwise. The financial statements were audited and received an unqualified opinion.',
        '## 1. Key financial data',
        '- Revenue: 1,712.5 (2024: 1,486.2), up 15.2%',
        '- Net profit attributable to shareholders: 136.8 (2024: 112.4), up 21.7%',
        '- Gross margin: 32.4% (2024: 31.6%)',
        '- R&D expenses: 121.6, 7.1% of revenue (2024: 101.1, 6.8%)',
        '- Net cash flow from operating activities: 168.3 (2024: 139.7)',
        '- Basic earnings per share (RMB): 0.45 (2024: 0.37)',
        '- Total assets: 3,986.4 (2024: 3,521.8); equity attributable to shareholders: 1,874.2 (2024: 1,761.5)',
        '## 2. Revenue by business',
        '- Automated warehouse systems and stacker cranes: 892.4 (52.1%)',
        '- AGVs and mobile robots: 356.1 (20.8%)',
        '- Industrial software: 271.8 (15.9%)',
        '- After-sales service and spare parts: 192.2 (11.2%)',
        '## 3. Operations',
        'New orders reached 2,046.0 million and the year-end backlog 1,538.7 million. The company delivered 684 stacker cranes and 1,622 AGVs, and served customers in more than 30 industries.',
        'At year end the company had 2,356 employees, 618 of them in research and development, and held more than 400 patents and software copyrights.',
        '## 4. Profit distribution proposal',
        'A cash dividend of RMB 1.50 per 10 shares (tax included) on 307,000,000 shares, 46.05 million in total, 33.7% of net profit attributable to shareholders. The proposal is subject to approval by the 2025 annual general meeting.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'periodicReports',
    title: { zh: '2025年第三季度报告', en: 'Third Quarter Report 2025' },
    summary: {
      zh: '前三季度营业收入11.64亿元，同比增长13.9%；归母净利润8,960万元，同比增长19.3%。',
      en: 'Nine-month revenue of RMB 1,164.3 million, up 13.9%; net profit attributable of RMB 89.6 million, up 19.3%.',
    },
    content: reportContent(
      [
        '前三季度营业收入116,430万元，同比增长13.9%；其中第三季度42,170万元。',
        '前三季度归属于上市公司股东的净利润8,960万元，同比增长19.3%。',
        '前三季度基本每股收益0.29元。',
        '前三季度经营活动产生的现金流量净额同比改善2,870万元。',
      ],
      [
        'Nine-month revenue of RMB 1,164.3 million, up 13.9%; RMB 421.7 million in the third quarter.',
        'Nine-month net profit attributable to shareholders of RMB 89.6 million, up 19.3%.',
        'Basic earnings per share of RMB 0.29 for the nine months.',
        'Net operating cash flow for the nine months improved by RMB 28.7 million year on year.',
      ],
      '公司2025年第三季度报告已经第五届董事会第九次会议审议通过。',
      'The Third Quarter Report 2025 was approved at the 9th meeting of the fifth board of directors.',
    ),
    publishTime: '2025-10-28',
    image: { subject: 'report', hue: 190 },
    pdf: {
      fileName: '2025-q3-report.pdf',
      title: 'Third Quarter Report 2025',
      lines: [
        'Yunzhan Intralogistics Technology Co., Ltd. | Stock code: 300532 | Report period: 1 July to 30 September 2025',
        'The financial statements in this report are unaudited. Amounts are in RMB million unless stated otherwise.',
        '## 1. Key accounting data',
        '- Revenue, third quarter: 421.7 (Q3 2024: 370.6), up 13.8%',
        '- Revenue, first nine months: 1,164.3 (2024: 1,021.9), up 13.9%',
        '- Net profit attributable to shareholders, first nine months: 89.6 (2024: 75.1), up 19.3%',
        '- Net profit attributable to shareholders, third quarter: 37.7 (Q3 2024: 31.9), up 18.2%',
        '- Basic earnings per share, first nine months (RMB): 0.29 (2024: 0.24)',
        '- Net cash flow from operating activities, first nine months: 36.4 (2024: 7.7)',
        '## 2. Discussion',
        'The third quarter saw the acceptance of a cold-chain automated warehouse with 18,600 pallet locations and of two AGV projects in battery manufacturing.',
        'New orders in the first nine months were 1,487.2 million, of which new energy, pharmaceuticals and cold chain made up about 46%.',
        'Accounts receivable at 30 September 2025 were 742.8 million, 4.1% lower than at 30 June 2025, as collections tracked project milestones.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'periodicReports',
    title: { zh: '2025年半年度报告', en: 'Semi-annual Report 2025' },
    summary: {
      zh: '上半年营业收入7.43亿元，同比增长14.0%；归母净利润5,190万元，同比增长20.1%。',
      en: 'First-half revenue of RMB 742.6 million, up 14.0%; net profit attributable of RMB 51.9 million, up 20.1%.',
    },
    content: reportContent(
      [
        '营业收入74,260万元，同比增长14.0%。',
        '归属于上市公司股东的净利润5,190万元，同比增长20.1%。',
        '工业软件收入11,320万元，同比增长27.4%。',
        '基本每股收益0.17元。',
      ],
      [
        'Revenue of RMB 742.6 million, up 14.0% year on year.',
        'Net profit attributable to shareholders of RMB 51.9 million, up 20.1%.',
        'Industrial software revenue of RMB 113.2 million, up 27.4%.',
        'Basic earnings per share of RMB 0.17.',
      ],
      '公司2025年半年度报告及摘要已经第五届董事会第八次会议审议通过，半年度财务报告未经审计。',
      'The Semi-annual Report 2025 and its summary were approved at the 8th meeting of the fifth board of directors. The interim financial statements are unaudited.',
    ),
    publishTime: '2025-08-26',
    image: { subject: 'report', hue: 170 },
    pdf: {
      fileName: '2025-semi-annual-report.pdf',
      title: 'Semi-annual Report 2025 (Summary)',
      lines: [
        'Yunzhan Intralogistics Technology Co., Ltd. | Stock code: 300532 | Report period: 1 January to 30 June 2025',
        'The interim financial statements are unaudited. Amounts are in RMB million unless stated otherwise.',
        '## 1. Key accounting data',
        '- Revenue: 742.6 (H1 2024: 651.3), up 14.0%',
        '- Net profit attributable to shareholders: 51.9 (H1 2024: 43.2), up 20.1%',
        '- Gross margin: 31.9% (H1 2024: 31.2%)',
        '- Basic earnings per share (RMB): 0.17 (H1 2024: 0.14)',
        '- Total assets at 30 June 2025: 3,712.5 (31 December 2024: 3,521.8)',
        '## 2. Revenue by business',
        '- Automated warehouse systems and stacker cranes: 391.8',
        '- AGVs and mobile robots: 153.7',
        '- Industrial software: 113.2, up 27.4%',
        '- After-sales service and spare parts: 83.9',
        '## 3. Main events',
        'Phase II of the Jiaxing manufacturing base started production in May 2025. The Southeast Asia service centre in Bangkok opened in April 2025.',
        'The 2024 dividend of RMB 1.20 per 10 shares (tax included) was paid on 19 June 2025.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'periodicReports',
    title: { zh: '2025年第一季度报告', en: 'First Quarter Report 2025' },
    summary: {
      zh: '一季度营业收入3.18亿元，同比增长13.1%；归母净利润1,970万元，同比增长17.3%。',
      en: 'Q1 revenue of RMB 318.4 million, up 13.1%; net profit attributable of RMB 19.7 million, up 17.3%.',
    },
    content: reportContent(
      [
        '营业收入31,840万元，同比增长13.1%。',
        '归属于上市公司股东的净利润1,970万元，同比增长17.3%。',
        '基本每股收益0.06元。',
        '一季度交付AGV 336台、堆垛机142台。',
      ],
      [
        'Revenue of RMB 318.4 million, up 13.1% year on year.',
        'Net profit attributable to shareholders of RMB 19.7 million, up 17.3%.',
        'Basic earnings per share of RMB 0.06.',
        '336 AGVs and 142 stacker cranes delivered in the quarter.',
      ],
      '公司2025年第一季度报告已经第五届董事会第六次会议审议通过。',
      'The First Quarter Report 2025 was approved at the 6th meeting of the fifth board of directors.',
    ),
    publishTime: '2025-04-25',
    image: { subject: 'report', hue: 226 },
    pdf: {
      fileName: '2025-q1-report.pdf',
      title: 'First Quarter Report 2025',
      lines: [
        'Yunzhan Intralogistics Technology Co., Ltd. | Stock code: 300532 | Report period: 1 January to 31 March 2025',
        'The financial statements in this report are unaudited. Amounts are in RMB million unless stated otherwise.',
        '## 1. Key accounting data',
        '- Revenue: 318.4 (Q1 2024: 281.6), up 13.1%',
        '- Net profit attributable to shareholders: 19.7 (Q1 2024: 16.8), up 17.3%',
        '- Net cash flow from operating activities: -51.3 (Q1 2024: -58.9)',
        '- Basic earnings per share (RMB): 0.06 (Q1 2024: 0.05)',
        '- Total assets at period end: 3,548.2 (31 December 2024: 3,521.8)',
        '## 2. Discussion',
        'The company delivered 336 AGVs and 142 stacker cranes in the quarter. Revenue growth came mainly from automated warehouse projects in new energy and from software licences.',
        'New orders in the quarter were 436.5 million. The seasonal operating cash outflow narrowed by 7.6 million year on year.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'periodicReports',
    title: { zh: '2024年年度报告', en: 'Annual Report 2024' },
    summary: {
      zh: '全年营业收入14.86亿元，同比增长14.1%；归母净利润1.12亿元，同比增长17.3%；每10股派发现金红利1.20元。',
      en: 'Revenue of RMB 1,486.2 million, up 14.1%; net profit attributable of RMB 112.4 million, up 17.3%; dividend of RMB 1.20 per 10 shares.',
    },
    content: reportContent(
      [
        '营业收入148,620万元，同比增长14.1%。',
        '归属于上市公司股东的净利润11,240万元，同比增长17.3%。',
        '研发投入10,110万元，占营业收入的6.8%。',
        '基本每股收益0.37元；每10股派发现金红利1.20元（含税）。',
      ],
      [
        'Revenue of RMB 1,486.2 million, up 14.1% year on year.',
        'Net profit attributable to shareholders of RMB 112.4 million, up 17.3%.',
        'R&amp;D spending of RMB 101.1 million, 6.8% of revenue.',
        'Basic earnings per share of RMB 0.37; cash dividend of RMB 1.20 per 10 shares (tax included).',
      ],
      '公司2024年年度报告及摘要已经第五届董事会第五次会议审议通过，年度财务报告经会计师事务所审计并出具标准无保留意见。',
      'The Annual Report 2024 and its summary were approved at the 5th meeting of the fifth board of directors. The auditors issued an unqualified opinion on the financial statements.',
    ),
    publishTime: '2025-04-22',
    image: { subject: 'report', hue: 232 },
    pdf: {
      fileName: '2024-annual-report.pdf',
      title: 'Annual Report 2024 (Summary)',
      lines: [
        'Yunzhan Intralogistics Technology Co., Ltd. | Stock code: 300532 | Financial year ended 31 December 2024',
        'Amounts are in RMB million unless stated otherwise. The financial statements were audited and received an unqualified opinion.',
        '## 1. Key financial data',
        '- Revenue: 1,486.2 (2023: 1,302.7), up 14.1%',
        '- Net profit attributable to shareholders: 112.4 (2023: 95.8), up 17.3%',
        '- Gross margin: 31.6% (2023: 30.9%)',
        '- R&D expenses: 101.1, 6.8% of revenue',
        '- Net cash flow from operating activities: 139.7 (2023: 118.2)',
        '- Basic earnings per share (RMB): 0.37 (2023: 0.31)',
        '- Total assets: 3,521.8; equity attributable to shareholders: 1,761.5',
        '## 2. Operations',
        'The company delivered 603 stacker cranes and 1,318 AGVs in 2024. Projects in new energy, pharmaceuticals and cold chain grew fastest; tobacco and automotive parts remained stable.',
        'The digital twin platform and the logistics control system (LCS) were released as standard products during the year.',
        '## 3. Profit distribution',
        'A cash dividend of RMB 1.20 per 10 shares (tax included) on 307,000,000 shares, 36.84 million in total, 32.8% of net profit attributable to shareholders.',
        ...PDF_CLOSING,
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Announcements

const announcements: SeedArticle[] = [
  {
    classifyType: INVESTOR,
    category: 'announcements',
    title: {
      zh: '关于召开2025年年度股东大会的通知',
      en: 'Notice of the 2025 annual general meeting',
    },
    summary: {
      zh: '公司定于2026年5月15日14:30在北京总部召开2025年年度股东大会，采用现场投票与网络投票相结合的方式。',
      en: 'The 2025 annual general meeting will be held at the Beijing headquarters on 15 May 2026 at 14:30, with on-site and online voting.',
    },
    content: {
      zh: [
        '<p>经公司第五届董事会第十一次会议审议通过，公司定于2026年5月15日（星期五）14:30召开2025年年度股东大会。</p>',
        '<ul>',
        '<li>现场会议地点：北京市海淀区云栈路18号云栈科技园1号楼三层会议室。</li>',
        '<li>网络投票时间：2026年5月15日9:15—15:00。</li>',
        '<li>股权登记日：2026年5月8日。</li>',
        '</ul>',
        '<p>会议将审议2025年年度报告及摘要、2025年度利润分配预案、续聘会计师事务所等8项议案。详细内容请查阅附件。</p>',
      ].join(''),
      en: [
        '<p>As resolved at the 11th meeting of the fifth board of directors, the 2025 annual general meeting will be held on Friday 15 May 2026 at 14:30.</p>',
        '<ul>',
        '<li>Venue: third-floor meeting room, Building 1, Yunzhan Technology Park, 18 Yunzhan Road, Haidian District, Beijing.</li>',
        '<li>Online voting: 15 May 2026, 9:15 to 15:00.</li>',
        '<li>Record date: 8 May 2026.</li>',
        '</ul>',
        '<p>The meeting will consider eight proposals, including the Annual Report 2025, the 2025 profit distribution proposal and the reappointment of the auditors. See the attached notice for details.</p>',
      ].join(''),
    },
    publishTime: '2026-04-21',
    image: { subject: 'building', hue: 212 },
    pdf: {
      fileName: '2026-04-21-notice-of-2025-agm.pdf',
      title: 'Notice of the 2025 Annual General Meeting',
      lines: [
        'Stock code: 300532 | Stock name: Yunzhan | Announcement No. 2026-018',
        '## 1. Meeting details',
        '- Convener: the board of directors',
        '- Date and time: Friday 15 May 2026, 14:30 (on-site); online voting from 9:15 to 15:00 on the same day',
        '- Venue: 3rd floor meeting room, Building 1, Yunzhan Technology Park, 18 Yunzhan Road, Haidian District, Beijing',
        '- Record date: 8 May 2026',
        '## 2. Proposals',
        '- 1. Work report of the board of directors for 2025',
        '- 2. Work report of the board of supervisors for 2025',
        '- 3. Annual Report 2025 and its summary',
        '- 4. Final accounts for 2025',
        '- 5. 2025 profit distribution proposal',
        '- 6. Reappointment of the auditors for 2026',
        '- 7. Remuneration of directors and supervisors for 2026',
        '- 8. Amendment of the rules on related-party transactions',
        'Proposal 5 will be counted separately for minority investors.',
        '## 3. Registration',
        'Shareholders attending in person register on 12 and 13 May 2026, 9:00 to 17:00, at the board office, or by e-mail to ir@yunzhan.example.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'announcements',
    title: {
      zh: '关于2025年度利润分配预案的公告',
      en: 'Announcement on the 2025 profit distribution proposal',
    },
    summary: {
      zh: '拟以总股本3.07亿股为基数，每10股派发现金红利1.50元（含税），合计4,605万元，不送红股，不以资本公积转增股本。',
      en: 'Proposed cash dividend of RMB 1.50 per 10 shares (tax included) on 307 million shares, RMB 46.05 million in total; no bonus shares and no capitalisation of reserves.',
    },
    content: {
      zh: [
        '<p>经审计，公司2025年度实现归属于上市公司股东的净利润136,812,437.26元。综合考虑公司盈利水平、现金流状况和未来发展需要，董事会拟定2025年度利润分配预案如下：</p>',
        '<ul>',
        '<li>以总股本307,000,000股为基数，向全体股东每10股派发现金红利1.50元（含税）。</li>',
        '<li>合计派发现金红利46,050,000.00元，占当年归母净利润的33.7%。</li>',
        '<li>不送红股，不以资本公积金转增股本。</li>',
        '</ul>',
        '<p>本预案尚需提交公司2025年年度股东大会审议。</p>',
      ].join(''),
      en: [
        '<p>According to the audited accounts, net profit attributable to shareholders for 2025 was RMB 136,812,437.26. Taking into account profitability, cash flow and future needs, the board proposes:</p>',
        '<ul>',
        '<li>A cash dividend of RMB 1.50 per 10 shares (tax included) on the total share capital of 307,000,000 shares.</li>',
        '<li>RMB 46,050,000.00 in total, 33.7% of the year’s net profit attributable to shareholders.</li>',
        '<li>No bonus shares and no capitalisation of the capital reserve.</li>',
        '</ul>',
        '<p>The proposal is subject to approval by the 2025 annual general meeting.</p>',
      ].join(''),
    },
    publishTime: '2026-04-21',
    image: { subject: 'report', hue: 150 },
    pdf: {
      fileName: '2026-04-21-2025-profit-distribution-proposal.pdf',
      title: 'Announcement on the 2025 Profit Distribution Proposal',
      lines: [
        'Stock code: 300532 | Stock name: Yunzhan | Announcement No. 2026-016',
        '## 1. The proposal',
        'Audited net profit attributable to shareholders for 2025: RMB 136,812,437.26. Net profit of the parent company: RMB 118,406,215.90. Distributable profit of the parent company at 31 December 2025: RMB 612,937,480.55.',
        '- Cash dividend: RMB 1.50 per 10 shares (tax included)',
        '- Share base: 307,000,000 shares',
        '- Total cash dividend: RMB 46,050,000.00 (33.7% of net profit attributable to shareholders)',
        '- No bonus shares; no capitalisation of the capital reserve',
        'If the share capital changes before the record date, the total will be adjusted so that the amount per share stays the same.',
        '## 2. Decision process',
        'The proposal was approved unanimously at the 11th meeting of the fifth board of directors and at the 9th meeting of the fifth board of supervisors on 20 April 2026. The independent directors expressed their agreement.',
        '## 3. Risk notice',
        'The proposal is subject to approval by the 2025 annual general meeting and will not materially affect the company\'s operating cash flow.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'announcements',
    title: {
      zh: '关于签订日常经营重大合同的公告',
      en: 'Announcement on the signing of a major operating contract',
    },
    summary: {
      zh: '公司与某省级医药流通企业签订智慧物流园区项目合同，合同金额1.865亿元，约占公司2024年营业收入的12.5%。',
      en: 'The company signed a smart logistics park contract worth RMB 186.5 million with a provincial pharmaceutical distributor, about 12.5% of 2024 revenue.',
    },
    content: {
      zh: [
        '<p>2026年1月15日，公司与某省级医药流通企业（以下简称“客户”）签订《医药智慧物流园区自动化系统集成合同》，合同总金额18,650万元（含税）。</p>',
        '<h3>合同主要内容</h3>',
        '<ul>',
        '<li>建设内容：包括2.4万个货位的托盘立体库、12万个料箱位的箱式立体库、62台AGV及配套WMS、WCS和园区运输管理系统。</li>',
        '<li>工期：合同生效后18个月内完成安装调试，分阶段验收。</li>',
        '<li>付款方式：按合同生效、到货、验收及质保期满分期支付。</li>',
        '</ul>',
        '<p>客户与公司不存在关联关系。合同的履行预计将对公司2026年及2027年经营业绩产生积极影响，具体以审计结果为准。</p>',
      ].join(''),
      en: [
        '<p>On 15 January 2026 the company signed an automation system integration contract for a pharmaceutical smart logistics park with a provincial pharmaceutical distributor (the "customer"). The contract is worth RMB 186.5 million (tax included).</p>',
        '<h3>Main terms</h3>',
        '<ul>',
        '<li>Scope: a pallet AS/RS with 24,000 locations, a miniload AS/RS with 120,000 tote locations, 62 AGVs, and the WMS, WCS and park transport management software.</li>',
        '<li>Schedule: installation and commissioning within 18 months of the contract taking effect, with acceptance in stages.</li>',
        '<li>Payment: in instalments on signing, delivery, acceptance and the end of the warranty period.</li>',
        '</ul>',
        '<p>The customer is not a related party. The contract is expected to contribute positively to results in 2026 and 2027, subject to audit.</p>',
      ].join(''),
    },
    publishTime: '2026-01-16',
    image: { subject: 'park', hue: 168 },
    pdf: {
      fileName: '2026-01-16-major-contract.pdf',
      title: 'Announcement on the Signing of a Major Operating Contract',
      lines: [
        'Stock code: 300532 | Stock name: Yunzhan | Announcement No. 2026-003',
        '## 1. Overview',
        'On 15 January 2026 the company signed an automation system integration contract for a pharmaceutical smart logistics park with a provincial pharmaceutical distributor. Contract value: RMB 186,500,000.00 (tax included), about 12.5% of the company\'s audited 2024 revenue.',
        '## 2. The counterparty',
        'The customer is a provincial distributor of pharmaceuticals and medical devices. It has no related-party relationship with the company, its controlling shareholder or its directors, supervisors and senior management. The company and the customer did business worth RMB 8.2 million in the past three years.',
        '## 3. Main terms',
        '- Scope: pallet AS/RS with 24,000 locations served by 14 medium-duty stacker cranes; miniload AS/RS with 120,000 tote locations served by 20 light-duty stacker cranes; 62 AGVs; WMS, WCS and TMS',
        '- Schedule: installation and commissioning within 18 months; acceptance in three stages',
        '- Payment: 30% on signing, 40% on delivery, 25% on final acceptance, 5% at the end of a 24-month warranty',
        '## 4. Risks',
        'Delays in site construction or changes in the customer\'s plans may affect the schedule and the timing of revenue recognition. The company will report progress as required.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'announcements',
    title: {
      zh: '关于取得发明专利证书的公告',
      en: 'Announcement on the grant of invention patents',
    },
    summary: {
      zh: '公司近日取得6项发明专利证书，涉及堆垛机防摇控制、AGV集群路径规划和立体库数字孪生建模等技术。',
      en: 'The company was recently granted six invention patents covering stacker crane sway control, AGV fleet path planning and digital-twin modelling of automated warehouses.',
    },
    content: {
      zh: [
        '<p>公司近日收到国家知识产权局颁发的6项发明专利证书，专利权期限为二十年，自申请日起算。</p>',
        '<ul>',
        '<li>一种基于载荷估计的堆垛机货叉防摇控制方法</li>',
        '<li>一种多类型AGV混合交通的冲突消解方法及系统</li>',
        '<li>一种弯轨堆垛机过弯速度规划方法</li>',
        '<li>一种面向立体仓库的数字孪生模型自动生成方法</li>',
        '<li>一种料箱式立体库的货位动态分配方法</li>',
        '<li>一种复合机器人视觉二次定位方法</li>',
        '</ul>',
        '<p>截至公告日，公司及子公司累计拥有专利及软件著作权400余项。上述专利的取得不会对公司近期经营业绩产生重大影响，但有利于巩固公司的技术优势。</p>',
      ].join(''),
      en: [
        '<p>The company recently received six invention patent certificates from the national intellectual property administration. Each patent runs for twenty years from its filing date.</p>',
        '<ul>',
        '<li>Load-estimation-based sway control for stacker crane forks</li>',
        '<li>Conflict resolution in mixed traffic of different AGV types: method and system</li>',
        '<li>Speed planning for curved-rail stacker cranes in curves</li>',
        '<li>Automatic generation of digital-twin models of automated warehouses</li>',
        '<li>Dynamic slotting for miniload automated warehouses</li>',
        '<li>Visual secondary positioning for mobile manipulators</li>',
        '</ul>',
        '<p>The company and its subsidiaries now hold more than 400 patents and software copyrights. The new patents will not materially affect near-term results but strengthen the company’s technical position.</p>',
      ].join(''),
    },
    publishTime: '2025-12-10',
    image: { subject: 'patent', hue: 260 },
    pdf: {
      fileName: '2025-12-10-invention-patents.pdf',
      title: 'Announcement on the Grant of Invention Patents',
      lines: [
        'Stock code: 300532 | Stock name: Yunzhan | Announcement No. 2025-052',
        'The company recently received six invention patent certificates. Each patent is valid for twenty years from its filing date.',
        '## Patents granted',
        '- ZL 2022 1 0000001.1: Load-estimation-based sway control for stacker crane forks (filed 14 March 2022)',
        '- ZL 2022 1 0000002.2: Conflict resolution in mixed traffic of different AGV types (filed 9 June 2022)',
        '- ZL 2022 1 0000003.3: Speed planning for curved-rail stacker cranes in curves (filed 22 August 2022)',
        '- ZL 2023 1 0000004.4: Automatic generation of digital-twin models of automated warehouses (filed 17 January 2023)',
        '- ZL 2023 1 0000005.5: Dynamic slotting for miniload automated warehouses (filed 28 April 2023)',
        '- ZL 2023 1 0000006.6: Visual secondary positioning for mobile manipulators (filed 3 July 2023)',
        '## Effect on the company',
        'The patents are original inventions of the company\'s research staff. They protect core technologies of the stacker crane, AGV and software product lines. The company and its subsidiaries now hold more than 400 patents and software copyrights.',
        'The grant of the patents will not have a material effect on near-term results.',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'announcements',
    title: {
      zh: '关于聘任董事会秘书的公告',
      en: 'Announcement on the appointment of the board secretary',
    },
    summary: {
      zh: '董事会同意聘任林思远先生为公司董事会秘书，任期至第五届董事会届满之日止。',
      en: 'The board appointed Mr Lin Siyuan as board secretary for the remainder of the fifth board’s term.',
    },
    content: {
      zh: [
        '<p>公司第五届董事会第八次会议审议通过《关于聘任董事会秘书的议案》，同意聘任林思远先生为公司董事会秘书，任期自本次董事会审议通过之日起至第五届董事会届满之日止。</p>',
        '<p>林思远先生已取得董事会秘书资格证书，具备履行职责所必需的专业知识和工作经验，其任职资格符合相关法律法规的规定。</p>',
        '<h3>董事会秘书联系方式</h3>',
        '<ul>',
        '<li>电话：010-0000-0002</li>',
        '<li>传真：010-0000-0003</li>',
        '<li>电子邮箱：ir@yunzhan.example</li>',
        '<li>通讯地址：北京市海淀区云栈路18号云栈科技园1号楼 董事会办公室</li>',
        '</ul>',
      ].join(''),
      en: [
        '<p>The 8th meeting of the fifth board of directors approved the appointment of Mr Lin Siyuan as board secretary, from the date of the resolution until the end of the fifth board’s term.</p>',
        '<p>Mr Lin holds the board secretary qualification certificate and has the knowledge and experience the position requires.</p>',
        '<h3>Contact</h3>',
        '<ul>',
        '<li>Phone: 010-0000-0002</li>',
        '<li>Fax: 010-0000-0003</li>',
        '<li>E-mail: ir@yunzhan.example</li>',
        '<li>Address: Board Office, Building 1, Yunzhan Technology Park, 18 Yunzhan Road, Haidian District, Beijing</li>',
        '</ul>',
      ].join(''),
    },
    publishTime: '2025-08-26',
    image: { subject: 'people', hue: 196 },
    pdf: {
      fileName: '2025-08-26-appointment-of-board-secretary.pdf',
      title: 'Announcement on the Appointment of the Board Secretary',
      lines: [
        'Stock code: 300532 | Stock name: Yunzhan | Announcement No. 2025-037',
        'The 8th meeting of the fifth board of directors, held on 25 August 2025, approved the appointment of Mr Lin Siyuan as board secretary. The term runs from the date of the resolution until the end of the term of the fifth board.',
        '## Curriculum vitae',
        'Mr Lin Siyuan, born 1984, Chinese national without permanent residence abroad, master\'s degree in finance. He joined the company in 2016 and has served as securities affairs representative and as deputy head of the board office.',
        'Mr Lin holds 42,000 shares of the company. He has no related-party relationship with the controlling shareholder, the actual controller or other directors, supervisors and senior managers, and has not been subject to any penalty by the securities regulator.',
        '## Contact',
        '- Phone: 010-0000-0002',
        '- Fax: 010-0000-0003',
        '- E-mail: ir@yunzhan.example',
        '- Address: Board Office, Building 1, Yunzhan Technology Park, 18 Yunzhan Road, Haidian District, Beijing 100000',
        ...PDF_CLOSING,
      ],
    },
  },
  {
    classifyType: INVESTOR,
    category: 'announcements',
    title: {
      zh: '2024年年度权益分派实施公告',
      en: 'Announcement on the implementation of the 2024 dividend',
    },
    summary: {
      zh: '每10股派发现金红利1.20元（含税），股权登记日为2025年6月18日，除权除息日为2025年6月19日。',
      en: 'Cash dividend of RMB 1.20 per 10 shares (tax included); record date 18 June 2025, ex-dividend date 19 June 2025.',
    },
    content: {
      zh: [
        '<p>公司2024年年度权益分派方案已获2025年5月16日召开的2024年年度股东大会审议通过，现将实施事宜公告如下：</p>',
        '<ul>',
        '<li>以总股本307,000,000股为基数，向全体股东每10股派发现金红利1.20元（含税），共计派发36,840,000.00元。</li>',
        '<li>股权登记日：2025年6月18日。</li>',
        '<li>除权除息日：2025年6月19日。</li>',
        '<li>现金红利将于除权除息日通过股东托管证券公司直接划入其资金账户。</li>',
        '</ul>',
        '<p>咨询电话：010-0000-0002；电子邮箱：ir@yunzhan.example。</p>',
      ].join(''),
      en: [
        '<p>The 2024 dividend plan was approved by the 2024 annual general meeting on 16 May 2025. It will be implemented as follows:</p>',
        '<ul>',
        '<li>A cash dividend of RMB 1.20 per 10 shares (tax included) on 307,000,000 shares, RMB 36,840,000.00 in total.</li>',
        '<li>Record date: 18 June 2025.</li>',
        '<li>Ex-dividend date: 19 June 2025.</li>',
        '<li>The dividend is credited on the ex-dividend date to shareholders’ accounts through their custodian brokers.</li>',
        '</ul>',
        '<p>Enquiries: 010-0000-0002; ir@yunzhan.example.</p>',
      ].join(''),
    },
    publishTime: '2025-06-12',
    image: { subject: 'report', hue: 140 },
    pdf: {
      fileName: '2025-06-12-2024-dividend-implementation.pdf',
      title: 'Announcement on the Implementation of the 2024 Dividend',
      lines: [
        'Stock code: 300532 | Stock name: Yunzhan | Announcement No. 2025-026',
        '## 1. Approval',
        'The 2024 profit distribution plan was approved by the 2024 annual general meeting held on 16 May 2025. The plan implemented is the plan approved, and it is implemented within two months of the meeting.',
        '## 2. The plan',
        '- Share base: 307,000,000 shares',
        '- Cash dividend: RMB 1.20 per 10 shares (tax included); RMB 36,840,000.00 in total',
        '- Individual shareholders and securities investment funds holding listed shares are taxed under the differentiated dividend tax policy',
        '## 3. Dates',
        '- Record date: 18 June 2025',
        '- Ex-dividend date: 19 June 2025',
        '- Payment date: 19 June 2025',
        '## 4. Enquiries',
        'Board Office | Phone: 010-0000-0002 | E-mail: ir@yunzhan.example',
        ...PDF_CLOSING,
      ],
    },
  },
];

export const investorArticles: SeedArticle[] = [...investorNews, ...periodicReports, ...announcements];
