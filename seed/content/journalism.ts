import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import type { Bilingual, SeedArticle, SeedImage, SeedTree } from './types';

/** Newsroom: company news, activities and the in-house journal (/aboutUs/journalism). */
export const journalismTree: SeedTree = {
  classifyType: CLASSIFY_TYPES.journalism,
  root: {
    outLink: 'journalism',
    name: { zh: '新闻中心', en: 'Newsroom' },
    children: [
      { outLink: 'news', name: { zh: '公司新闻', en: 'Company news' } },
      { outLink: 'activities', name: { zh: '公司活动', en: 'Activities' } },
      { outLink: 'journal', name: { zh: '企业内刊', en: 'Company journal' } },
    ],
  },
};

interface NewsSpec {
  category: 'news' | 'activities';
  publishTime: string;
  image: SeedImage;
  title: Bilingual;
  summary: Bilingual;
  /** Paragraphs (plain text, wrapped in <p>). */
  paragraphs: { zh: string[]; en: string[] };
}

function paragraphs(items: string[]): string {
  return items.map((p) => `<p>${p}</p>`).join('\n');
}

function newsArticle(spec: NewsSpec): SeedArticle {
  return {
    classifyType: CLASSIFY_TYPES.journalism,
    category: spec.category,
    title: spec.title,
    summary: spec.summary,
    content: { zh: paragraphs(spec.paragraphs.zh), en: paragraphs(spec.paragraphs.en) },
    publishTime: spec.publishTime,
    image: spec.image,
  };
}

const news: NewsSpec[] = [
  {
    category: 'news',
    publishTime: '2023-05-10',
    image: { subject: 'stacker', hue: 210 },
    title: { zh: '新一代重型堆垛机在总装车间下线', en: 'New-generation heavy-duty stacker crane rolls off the assembly floor' },
    summary: {
      zh: '新一代重型系列堆垛机额定载重 5 吨、适用库高 40 米，首台设备将用于新能源行业原材料库。',
      en: 'The new heavy-series crane carries 5 t in stores up to 40 m high; the first unit will serve a raw material warehouse in the new energy sector.',
    },
    paragraphs: {
      zh: [
        '5 月 9 日，云栈智能新一代重型系列堆垛机在总装车间完成出厂测试并正式下线。',
        '新机型额定载重 5 吨，适用库高 40 米，采用双立柱结构和新一代变频驱动，水平运行速度最高 180 m/min。与上一代产品相比，整机自重降低 12%，运行能耗降低约 15%，定位精度控制在 ±3 mm 以内。',
        '研发团队历时 14 个月，完成了结构仿真、满载疲劳测试和 2,000 小时连续运行验证。首台设备将发往华南一家电池材料企业的原材料库。至此，云栈智能堆垛机产品已覆盖轻型、中型、重型、曲轨和特种五大系列共十余个型号。',
      ],
      en: [
        'On 9 May, Yunzhan\'s new-generation heavy-series stacker crane passed its factory acceptance test and left the assembly floor.',
        'The new model carries 5 t in stores up to 40 m high. It has a twin-mast structure and new-generation drives, with a top travel speed of 180 m/min. Compared with its predecessor it is 12% lighter, uses about 15% less energy and positions to within ±3 mm.',
        'The 14-month development programme included structural simulation, full-load fatigue testing and 2,000 hours of continuous running. The first unit is destined for the raw material warehouse of a battery materials company in South China. Yunzhan now offers more than ten stacker crane models across five series: light, medium, heavy, curved-rail and special.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2023-11-16',
    image: { subject: 'agv', hue: 160 },
    title: { zh: '云栈智能发布新款协作 AGV，可与人员同区作业', en: 'Yunzhan launches a collaborative AGV built to share space with people' },
    summary: {
      zh: '新款协作 AGV 最高速度 1.7 m/s，配备 360° 安全感知，适用于人机混合的产线配送场景。',
      en: 'The new collaborative AGV has a top speed of 1.7 m/s and 360° safety sensing, designed for line feeding where people and vehicles mix.',
    },
    paragraphs: {
      zh: [
        '11 月 15 日，云栈智能在公司技术中心举行新品发布会，推出新款协作 AGV。',
        '该产品面向电子装配、汽车零部件和医药等行业中人机混合作业的场景，最高速度 1.7 m/s，额定载重 300 kg。车体四周配备激光与视觉融合的安全感知系统，可根据人员距离分级减速，并支持手势暂停与语音提示。',
        '发布会上，来自 20 余家客户单位的技术负责人现场体验了样机。目前该产品已在两家客户工厂完成试点运行，累计无故障运行超过 6,000 小时。至此，云栈智能 AGV 产品型号已超过 20 个。',
      ],
      en: [
        'On 15 November, Yunzhan held a product launch at its technology centre to introduce a new collaborative AGV.',
        'The vehicle is designed for mixed human-and-vehicle areas in electronics assembly, automotive parts, pharmaceuticals and similar industries. It runs at up to 1.7 m/s and carries 300 kg. Combined laser and vision sensing around the body lets it slow down in stages as people approach, and it responds to hand-signal stops and gives voice prompts.',
        'Technical managers from more than 20 customers tried the vehicle at the launch. Pilot runs at two customer plants have already logged more than 6,000 hours without a fault. Yunzhan now offers more than 20 AGV models.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2024-06-12',
    image: { subject: 'factory', hue: 30 },
    title: { zh: '云栈智能生产基地二期投产，堆垛机年产能翻番', en: 'Phase two of Yunzhan\'s production base opens, doubling stacker crane capacity' },
    summary: {
      zh: '二期厂房建筑面积 3.2 万平方米，新增立柱焊接机器人工作站和整机试验塔，堆垛机年产能提升至 600 台。',
      en: 'The 32,000 m² extension adds robotic mast welding cells and a full-height test tower, raising annual stacker crane capacity to 600 units.',
    },
    paragraphs: {
      zh: [
        '6 月 11 日，云栈智能生产基地二期正式投产。',
        '二期项目建筑面积 3.2 万平方米，主要用于堆垛机立柱与载货台的焊接、机加工和整机装配。车间新增 8 套焊接机器人工作站和一座 42 米高的整机试验塔，堆垛机出厂前可在试验塔内完成满高度、满载荷运行测试。',
        '投产后，公司堆垛机年产能由 300 台提升至 600 台，AGV 年产能提升至 3,000 台，关键结构件自制率达到 85%，交付周期平均缩短约三周。',
      ],
      en: [
        'Phase two of Yunzhan\'s production base went into operation on 11 June.',
        'The 32,000 m² extension houses welding, machining and final assembly of stacker crane masts and carriages. It adds eight robotic welding cells and a 42 m test tower in which every crane can be run at full height and full load before shipment.',
        'Annual capacity rises from 300 to 600 stacker cranes and to 3,000 AGVs. 85% of key structural parts are now made in-house, shortening delivery times by about three weeks on average.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2024-10-22',
    image: { subject: 'software', hue: 250 },
    title: { zh: '云栈数字孪生平台 3.0 发布', en: 'Yunzhan Digital Twin Platform 3.0 released' },
    summary: {
      zh: '新版本支持在项目规划阶段进行产能仿真，并可与 WMS、WCS 实时联动，用于运行监控和故障复盘。',
      en: 'The new release simulates throughput at the planning stage and links to WMS and WCS in real time for monitoring and fault analysis.',
    },
    paragraphs: {
      zh: [
        '10 月 22 日，云栈智能发布数字孪生平台 3.0。',
        '新版本打通了规划、实施和运维三个阶段：规划阶段可导入客户订单数据进行产能仿真，评估堆垛机、AGV 数量与布局方案；实施阶段可在虚拟环境中预先调试 WCS 逻辑，缩短现场调试时间；运维阶段与 WMS、WCS 实时联动，支持设备状态监控与故障回放。',
        '在近期交付的三个项目中，借助虚拟调试，现场调试周期平均缩短 30%。平台同时开放数据接口，可与工业互联网平台和大数据平台对接。',
      ],
      en: [
        'Yunzhan released version 3.0 of its digital twin platform on 22 October.',
        'The release covers planning, delivery and operation. During planning, customers\' order data can be loaded to simulate throughput and compare crane and AGV counts and layouts. During delivery, WCS logic can be tested in a virtual environment before going on site. In operation, the twin links to WMS and WCS in real time for equipment monitoring and fault replay.',
        'On three recently completed projects, virtual commissioning shortened on-site commissioning by 30% on average. Open interfaces connect the platform with the industrial internet platform and the big data platform.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2025-02-27',
    image: { subject: 'patent', hue: 45 },
    title: { zh: '云栈智能累计获得知识产权超过 400 项', en: 'Yunzhan passes 400 patents and software copyrights' },
    summary: {
      zh: '截至 2025 年 2 月，公司累计获得专利与软件著作权 400 余项，其中发明专利数量较三年前增长一倍。',
      en: 'As of February 2025, the company holds more than 400 patents and software copyrights, with twice as many invention patents as three years ago.',
    },
    paragraphs: {
      zh: [
        '截至 2025 年 2 月底，云栈智能累计获得专利与软件著作权 400 余项。',
        '这些成果覆盖堆垛机结构与控制、AGV 导航与安全、仓储调度算法以及工业软件等方向。近三年来，公司每年将营业收入的 6% 以上投入研发，发明专利数量较三年前增长一倍。',
        '公司表示，将继续围绕客户现场的实际问题开展研发，例如高位货架的定位精度、低温和洁净环境下的设备可靠性，以及大规模 AGV 车队的调度效率。',
      ],
      en: [
        'By the end of February 2025, Yunzhan held more than 400 patents and software copyrights.',
        'They cover stacker crane structures and controls, AGV navigation and safety, warehouse scheduling algorithms and industrial software. For the past three years the company has invested more than 6% of revenue in R&amp;D each year, and it now holds twice as many invention patents as three years ago.',
        'Yunzhan intends to keep its research focused on problems seen at customer sites, such as positioning accuracy in high-bay racking, equipment reliability in cold and clean environments, and dispatching efficiency for large AGV fleets.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2025-04-15',
    image: { subject: 'people', hue: 200 },
    title: { zh: '六级售后服务体系升级，新增四个区域备件中心', en: 'Six-level after-sales system upgraded with four new regional parts centres' },
    summary: {
      zh: '云栈智能升级六级售后服务体系，新增四个区域备件中心，7×24 小时服务热线接入远程诊断平台。',
      en: 'Yunzhan has upgraded its six-level after-sales system, added four regional parts centres and connected its 24/7 hotline to a remote diagnostics platform.',
    },
    paragraphs: {
      zh: [
        '为缩短客户现场的响应时间，云栈智能对六级售后服务体系进行了升级。',
        '六级体系从 7×24 小时服务热线、远程诊断、区域工程师上门、区域备件中心、总部专家支持一直到研发团队介入，逐级响应客户需求。本次升级新增华北、华中、西南、华南四个区域备件中心，常用备件覆盖率提升至 95%。',
        '服务热线同步接入远程诊断平台，工程师可在客户授权后查看设备运行数据，约六成的问题可远程解决。重点区域的现场到达时间承诺缩短至 4 小时。',
      ],
      en: [
        'To respond faster at customer sites, Yunzhan has upgraded its six-level after-sales system.',
        'The six levels run from the 24/7 hotline and remote diagnostics through regional field engineers, regional parts centres and head-office specialists to direct involvement of the development team. The upgrade adds parts centres in North, Central, Southwest and South China, raising availability of common spare parts to 95%.',
        'The hotline now connects to a remote diagnostics platform: with the customer\'s permission, engineers can view equipment data, and about 60% of issues are resolved remotely. In key regions, the on-site arrival commitment has been shortened to 4 hours.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2025-09-26',
    image: { subject: 'building', hue: 15 },
    title: { zh: '云栈智能迎来成立 25 周年', en: 'Yunzhan marks its 25th anniversary' },
    summary: {
      zh: '从 2000 年承接第一座自动化仓库至今，云栈智能已服务 30 多个行业，业务覆盖全国并延伸至海外。',
      en: 'From its first automated warehouse in 2000, Yunzhan has grown to serve more than 30 industries across China and abroad.',
    },
    paragraphs: {
      zh: [
        '9 月 26 日，云栈智能举行成立 25 周年纪念活动，员工代表、客户和合作伙伴共约 600 人参加。',
        '公司成立于 2000 年，创立之初以仓储货架和单机设备为主，此后逐步发展出堆垛机、AGV 和仓储物流软件三条产品线，并能够提供智慧内部物流、智慧工厂和智慧物流园区整体解决方案。目前公司注册资本 3.07 亿元，客户覆盖 30 多个行业。',
        '活动中，公司为连续服务满 20 年的 37 名员工颁发纪念章，并发布了面向下一个五年的发展规划，重点方向包括软件平台化、海外市场和绿色低碳产品。',
      ],
      en: [
        'On 26 September, about 600 employees, customers and partners gathered to celebrate Yunzhan\'s 25th anniversary.',
        'Founded in 2000 as a supplier of racking and individual machines, the company went on to build three product lines (stacker cranes, AGVs and warehouse software) and now delivers complete smart intralogistics, smart factory and smart logistics park solutions. Its registered capital is RMB 307 million and its customers span more than 30 industries.',
        'Medals were presented to 37 employees with 20 years of service, and the company presented its plan for the next five years, focusing on software platforms, overseas markets and low-carbon products.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2025-11-20',
    image: { subject: 'agv', hue: 130 },
    title: { zh: '新一代迷你顶升 AGV 量产交付', en: 'New-generation mini lifting AGV enters volume production' },
    summary: {
      zh: '新一代迷你顶升 AGV 最高速度 2 m/s，车身高度降至 230 mm，首批 120 台交付汽车与电子行业客户。',
      en: 'The new mini lifting AGV reaches 2 m/s with a body height of just 230 mm; the first 120 units have gone to automotive and electronics customers.',
    },
    paragraphs: {
      zh: [
        '11 月中旬，云栈智能新一代迷你顶升 AGV 完成首批 120 台交付。',
        '新机型最高速度 2 m/s，额定顶升载重 600 kg，车身高度由上一代的 280 mm 降至 230 mm，可潜入更多规格的料车和货架底部。电池支持自动充电和快速更换，满电可连续运行 8 小时。',
        '首批设备分别交付一家新能源整车厂和两家电子制造企业，用于线边配送和半成品转运。',
      ],
      en: [
        'In mid-November Yunzhan delivered the first 120 units of its new-generation mini lifting AGV.',
        'The vehicle reaches 2 m/s, lifts 600 kg and is only 230 mm high, down from 280 mm on the previous model, so it fits under a wider range of trolleys and racks. Batteries charge automatically or can be swapped quickly, and a full charge lasts 8 hours of continuous work.',
        'The first vehicles went to an electric vehicle plant and two electronics manufacturers for line-side delivery and work-in-process transport.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2026-03-18',
    image: { subject: 'warehouse', hue: 185 },
    title: { zh: '云栈智能首个东南亚立体库项目通过验收', en: 'Yunzhan\'s first AS/RS in Southeast Asia passes acceptance' },
    summary: {
      zh: '为东南亚某饮料企业建设的成品立体库通过终验收，项目含 8 台堆垛机、11,000 个货位。',
      en: 'A finished goods AS/RS built for a beverage producer in Southeast Asia, with 8 stacker cranes and 11,000 positions, has passed final acceptance.',
    },
    paragraphs: {
      zh: [
        '3 月中旬，云栈智能为东南亚某饮料企业建设的成品立体库通过客户终验收。',
        '项目包含 8 台中型系列堆垛机、11,000 个托盘货位、12 台叉车式 AGV 以及 WMS、WCS 系统。针对当地高温高湿气候，设备电控柜全部采用防潮设计，软件界面提供英文和当地语言两个版本。',
        '项目团队在当地培训了 24 名运维人员，并与当地服务商建立了备件和服务合作，客户可通过服务热线获得中英文远程支持。',
      ],
      en: [
        'In mid-March, the finished goods AS/RS that Yunzhan built for a beverage producer in Southeast Asia passed final acceptance.',
        'The project comprises 8 medium-series stacker cranes, 11,000 pallet positions, 12 forklift AGVs and Yunzhan WMS and WCS. To cope with the hot, humid climate, all control cabinets have moisture protection, and the software is available in English and the local language.',
        'The team trained 24 local operations and maintenance staff and set up a parts and service arrangement with a local provider, while the hotline offers remote support in Chinese and English.',
      ],
    },
  },
  {
    category: 'news',
    publishTime: '2026-07-09',
    image: { subject: 'park', hue: 150 },
    title: { zh: '云栈智能签约西南某锂电产业园智慧物流园区二期项目', en: 'Yunzhan signs phase two of a smart logistics park for a lithium battery cluster in Southwest China' },
    summary: {
      zh: '二期项目包括两座立体库和 80 台 AGV，将与一期系统统一调度，预计 2027 年下半年投用。',
      en: 'Phase two adds two AS/RS buildings and 80 AGVs under the same control layer as phase one; it is due to start up in the second half of 2027.',
    },
    paragraphs: {
      zh: [
        '7 月 8 日，云栈智能与西南某锂电产业园签订智慧物流园区二期项目合同。',
        '二期项目包括两座立体库、约 36,000 个托盘货位和 80 台 AGV，并将与一期的 WMS、TMS 及数字孪生平台统一调度，实现材料、电芯和电池包工厂之间的物料协同。',
        '一期项目运行以来，园区厂际转运车辆由 45 辆减至 12 辆，为二期合作奠定了基础。二期预计于 2027 年下半年投入使用。',
      ],
      en: [
        'On 8 July, Yunzhan signed the contract for phase two of a smart logistics park at a lithium battery industrial cluster in Southwest China.',
        'Phase two includes two AS/RS buildings with about 36,000 pallet positions and 80 AGVs. It will run under the same WMS, TMS and digital twin as phase one, coordinating material flows between the materials, cell and pack plants.',
        'Since phase one started, the number of vehicles shuttling between plants has fallen from 45 to 12, which paved the way for the follow-up order. Phase two is expected to go into service in the second half of 2027.',
      ],
    },
  },
  // ───────────────────────────── Activities ─────────────────────────────
  {
    category: 'activities',
    publishTime: '2023-06-15',
    image: { subject: 'people', hue: 20 },
    title: { zh: '云栈智能亮相国际智能物流技术展', en: 'Yunzhan at the international smart logistics technology fair' },
    summary: {
      zh: '展会期间，云栈智能展台接待专业观众 3,000 余人次，现场演示堆垛机与 AGV 协同作业。',
      en: 'More than 3,000 trade visitors came to the Yunzhan stand, where a stacker crane and AGVs worked together in a live demonstration.',
    },
    paragraphs: {
      zh: [
        '6 月 12 日至 15 日，云栈智能参加在上海举办的国际智能物流技术展。',
        '公司展台面积 360 平方米，搭建了一套缩比立体库，由一台轻型系列堆垛机、四台迷你顶升 AGV 和 WCS 组成，循环演示入库、拣选和出库全过程。数字孪生平台同步展示设备运行状态。',
        '四天展期内，展台共接待专业观众 3,000 余人次，与新能源、医药和冷链行业的 60 余家企业进行了深入交流。',
      ],
      en: [
        'From 12 to 15 June, Yunzhan exhibited at the international smart logistics technology fair in Shanghai.',
        'On a 360 m² stand, the company set up a scaled-down AS/RS with a light-series stacker crane, four mini lifting AGVs and the WCS, running a continuous cycle of storage, picking and dispatch, with the digital twin platform showing the equipment status alongside.',
        'Over four days the stand welcomed more than 3,000 trade visitors, and the team held detailed discussions with over 60 companies from the new energy, pharmaceutical and cold chain sectors.',
      ],
    },
  },
  {
    category: 'activities',
    publishTime: '2023-09-22',
    image: { subject: 'factory', hue: 60 },
    title: { zh: '2023 年客户开放日在生产基地举行', en: '2023 customer open day held at the production base' },
    summary: {
      zh: '来自 40 余家企业的 120 位客户代表参观了堆垛机总装车间、AGV 测试场和软件研发中心。',
      en: '120 representatives from more than 40 companies toured the crane assembly hall, the AGV test track and the software development centre.',
    },
    paragraphs: {
      zh: [
        '9 月 21 日，云栈智能举办 2023 年客户开放日。来自 40 余家企业的 120 位客户代表来到公司生产基地。',
        '客户先后参观了堆垛机立柱焊接线、总装车间和 AGV 测试场，并在软件研发中心观看了 WMS 与数字孪生平台的联动演示。下午的交流会上，三家已投用项目的客户分享了系统运行一年以来的经验和改进建议。',
        '公司将把客户反馈纳入产品改进计划，并在下一期内刊中逐条回复。',
      ],
      en: [
        'On 21 September, Yunzhan held its 2023 customer open day, welcoming 120 representatives from more than 40 companies to its production base.',
        'Guests visited the mast welding line, the final assembly hall and the AGV test track, then watched a joint demonstration of WMS and the digital twin at the software development centre. In the afternoon, three customers with systems in operation shared their experience after a year of running and suggested improvements.',
        'Their feedback will feed into product improvement plans, and the company will answer each point in the next issue of its journal.',
      ],
    },
  },
  {
    category: 'activities',
    publishTime: '2024-04-26',
    image: { subject: 'people', hue: 110 },
    title: { zh: '公司举办 2024 年春季职工运动会', en: 'Spring sports day 2024' },
    summary: {
      zh: '来自 11 个部门的 500 余名员工参加了拔河、接力跑和 AGV 编程挑战赛等项目。',
      en: 'More than 500 employees from 11 departments competed in tug-of-war, relays and an AGV programming challenge.',
    },
    paragraphs: {
      zh: [
        '4 月 25 日，云栈智能 2024 年春季职工运动会在公司运动场举行。',
        '运动会设置拔河、4×100 米接力、跳绳和趣味托盘搬运等项目。今年新增的“AGV 编程挑战赛”最受关注：各部门组队在规定时间内为一台 AGV 编写路线，完成取货、避障和送达任务，最终由装配车间与软件部的联队夺冠。',
        '公司工会表示，将继续每年组织春季运动会和秋季徒步活动，丰富员工业余生活。',
      ],
      en: [
        'Yunzhan\'s 2024 spring sports day took place at the company sports ground on 25 April.',
        'Events included tug-of-war, a 4 × 100 m relay, rope skipping and a pallet-carrying race. The new AGV programming challenge drew the biggest crowd: teams had a fixed time to program an AGV to pick up a load, avoid obstacles and deliver it. A joint team from the assembly hall and the software department won.',
        'The employee union plans to hold the spring sports day and an autumn hike every year.',
      ],
    },
  },
  {
    category: 'activities',
    publishTime: '2024-08-08',
    image: { subject: 'people', hue: 230 },
    title: { zh: '云栈智能与本地理工类高校共建智能物流联合实验室', en: 'Joint smart logistics laboratory opened with a local university of technology' },
    summary: {
      zh: '联合实验室将围绕多车调度、视觉定位和设备健康管理开展研究，并每年接收 30 名实习学生。',
      en: 'The laboratory will research multi-vehicle dispatching, visual positioning and equipment health management, and host 30 interns a year.',
    },
    paragraphs: {
      zh: [
        '8 月 7 日，云栈智能与本地一所理工类高校共建的智能物流联合实验室揭牌。',
        '实验室设在公司技术中心，配置一套小型立体库和 12 台各型 AGV，研究方向包括大规模 AGV 多车调度、基于视觉的货位定位以及堆垛机关键部件健康管理。双方计划三年内联合申请专利 20 项以上。',
        '公司同时设立实习基地，每年接收 30 名机械、自动化和计算机专业学生实习，优秀实习生可获得录用机会。',
      ],
      en: [
        'A joint smart logistics laboratory set up by Yunzhan and a local university of technology was inaugurated on 7 August.',
        'Housed in Yunzhan\'s technology centre, the lab has a small AS/RS and 12 AGVs of various types. Research topics include dispatching large AGV fleets, vision-based location positioning and health management of key stacker crane components. The partners aim to file more than 20 joint patents within three years.',
        'The company is also opening an internship programme for 30 mechanical engineering, automation and computer science students a year, with job offers for the best.',
      ],
    },
  },
  {
    category: 'activities',
    publishTime: '2025-01-17',
    image: { subject: 'people', hue: 350 },
    title: { zh: '2024 年度总结表彰大会召开', en: '2024 annual review and awards ceremony' },
    summary: {
      zh: '大会回顾全年项目交付情况，表彰 12 个优秀项目团队和 48 名先进个人。',
      en: 'The meeting reviewed the year\'s project deliveries and honoured 12 project teams and 48 individual employees.',
    },
    paragraphs: {
      zh: [
        '1 月 16 日，云栈智能召开 2024 年度总结表彰大会。',
        '2024 年，公司完成项目交付 130 余个，项目按期验收率 96%，新增客户中来自新能源和医药行业的占比明显提高。会上，公司对 12 个优秀项目团队和 48 名先进个人进行表彰，其中冷链事业部的一个项目团队因在 -25℃ 环境中连续调试 40 天获得“攻坚团队”称号。',
        '公司管理层在会上部署了 2025 年的重点工作：提升交付质量、推进软件产品标准化、加强区域服务能力建设。',
      ],
      en: [
        'Yunzhan held its 2024 annual review and awards ceremony on 16 January.',
        'In 2024 the company delivered more than 130 projects, 96% of which were accepted on schedule, and the share of new customers from new energy and pharmaceuticals rose markedly. Awards went to 12 project teams and 48 employees; a cold chain team that spent 40 days commissioning at -25 °C was named "team of the year for tough assignments".',
        'Management set out the priorities for 2025: better delivery quality, standardised software products and stronger regional service.',
      ],
    },
  },
  {
    category: 'activities',
    publishTime: '2025-07-25',
    image: { subject: 'people', hue: 140 },
    title: { zh: '新能源行业智能物流技术研讨会成功举办', en: 'Seminar on smart logistics for the new energy industry' },
    summary: {
      zh: '研讨会聚焦电芯老化库消防、极片卷材搬运和园区级物流协同，约 150 位行业人士参加。',
      en: 'About 150 industry professionals discussed fire safety in cell aging stores, electrode coil handling and park-level logistics coordination.',
    },
    paragraphs: {
      zh: [
        '7 月 24 日，由云栈智能主办的新能源行业智能物流技术研讨会举行，约 150 位来自电池、材料和设计院的专业人士参加。',
        '云栈智能技术团队分享了电芯高温老化库的热失控应对方案、铜铝箔卷材的自动上下料经验，以及多工厂园区的物流协同实践。与会嘉宾还就立体库消防规范、AGV 在干燥房中的应用等问题进行了讨论。',
        '会后，部分嘉宾参观了江苏一座已投用的电芯老化立体库。',
      ],
      en: [
        'On 24 July Yunzhan hosted a seminar on smart logistics for the new energy industry, attended by about 150 people from battery makers, materials companies and design institutes.',
        'Yunzhan engineers presented their approach to thermal runaway in high-temperature cell aging stores, experience with automatic loading of copper and aluminium foil coils, and logistics coordination across multi-plant parks. Participants also discussed fire codes for high-bay stores and the use of AGVs in dry rooms.',
        'Afterwards, some of the participants visited a cell aging AS/RS in operation in Jiangsu.',
      ],
    },
  },
  {
    category: 'activities',
    publishTime: '2026-05-14',
    image: { subject: 'people', hue: 90 },
    title: { zh: '员工志愿者走进乡村小学开展科普活动', en: 'Employee volunteers bring science lessons to a rural primary school' },
    summary: {
      zh: '30 名员工志愿者为乡村小学的学生带去机器人科普课，并捐建一间科学活动室。',
      en: '30 employee volunteers taught robotics lessons at a rural primary school and donated a science activity room.',
    },
    paragraphs: {
      zh: [
        '5 月 13 日，云栈智能 30 名员工志愿者来到一所乡村小学，开展“小小物流工程师”科普活动。',
        '志愿者带去两台教学用小型 AGV，向学生讲解机器人如何识别路线、避让障碍，并指导孩子们分组完成“送货”游戏。公司还为学校捐建一间科学活动室，配备实验器材和 300 余册科普图书。',
        '该活动自 2021 年起每年举办，目前已覆盖 6 所乡村学校。',
      ],
      en: [
        'On 13 May, 30 Yunzhan volunteers visited a rural primary school for a "little logistics engineers" science day.',
        'They brought two small teaching AGVs, explained how robots follow routes and avoid obstacles, and helped the children in groups to play a delivery game. The company also donated a science activity room with lab equipment and more than 300 popular science books.',
        'The programme has run every year since 2021 and has reached six rural schools so far.',
      ],
    },
  },
  {
    category: 'activities',
    publishTime: '2026-10-28',
    image: { subject: 'people', hue: 205 },
    title: { zh: '2026 年“服务万里行”客户回访活动收官', en: '2026 customer service tour concludes' },
    summary: {
      zh: '服务工程师历时两个月走访 17 个省份的 210 个在运项目，完成设备巡检 1,400 余台次。',
      en: 'Over two months, service engineers visited 210 operating sites in 17 provinces and inspected more than 1,400 machines.',
    },
    paragraphs: {
      zh: [
        '10 月下旬，云栈智能 2026 年“服务万里行”客户回访活动结束。',
        '活动历时两个月，12 支服务小组走访了 17 个省份的 210 个在运项目，为客户完成堆垛机、AGV 及输送设备巡检 1,400 余台次，更换易损件 2,300 余件，并为 600 多名客户运维人员提供了操作与保养培训。',
        '回访中收集的 180 条意见建议已全部登记，将由服务部门逐项跟进并向客户反馈处理结果。',
      ],
      en: [
        'Yunzhan\'s 2026 customer service tour ended in late October.',
        'Over two months, 12 service teams visited 210 operating sites in 17 provinces, inspected more than 1,400 stacker cranes, AGVs and conveyors, replaced over 2,300 wear parts and trained more than 600 customer maintenance staff in operation and care.',
        'All 180 comments and suggestions collected during the visits have been logged; the service department will follow up on each one and report back to the customer.',
      ],
    },
  },
];

/** One issue of the quarterly in-house magazine 《云栈》 / Yunzhan Journal. */
interface IssueSpec {
  year: number;
  issue: number;
  publishTime: string;
  /** Theme of the issue (usually the "In focus" story). */
  theme: Bilingual;
  /** Table of contents: column name and article title. */
  toc: { column: Bilingual; title: Bilingual }[];
}

const COLUMNS = {
  foreword: { zh: '卷首语', en: 'Foreword' },
  focus: { zh: '聚焦', en: 'In focus' },
  projects: { zh: '项目巡礼', en: 'Project tour' },
  tech: { zh: '技术园地', en: 'Technology' },
  service: { zh: '服务之窗', en: 'Service' },
  people: { zh: '云栈人', en: 'Our people' },
  culture: { zh: '文化生活', en: 'Life at Yunzhan' },
} as const;

const issues: IssueSpec[] = [
  {
    year: 2024,
    issue: 4,
    publishTime: '2024-12-20',
    theme: { zh: '一年交付 130 个项目', en: '130 projects delivered in one year' },
    toc: [
      { column: COLUMNS.foreword, title: { zh: '把每一个项目做成样板', en: 'Making every project a reference' } },
      { column: COLUMNS.focus, title: { zh: '年终特辑：一年交付 130 个项目', en: 'Year-end special: 130 projects delivered in one year' } },
      { column: COLUMNS.projects, title: { zh: '在 -25℃ 冷库里调试的 40 天', en: '40 days of commissioning at -25 °C' } },
      { column: COLUMNS.tech, title: { zh: '数字孪生平台 3.0 的虚拟调试是怎样做的', en: 'How virtual commissioning works in Digital Twin 3.0' } },
      { column: COLUMNS.service, title: { zh: '一通夜间热线背后的 6 小时', en: 'Six hours behind one night-time hotline call' } },
      { column: COLUMNS.people, title: { zh: '焊接班组长的二十年', en: 'Twenty years as a welding team leader' } },
    ],
  },
  {
    year: 2025,
    issue: 1,
    publishTime: '2025-03-28',
    theme: { zh: '知识产权突破 400 项', en: 'Over 400 patents and copyrights' },
    toc: [
      { column: COLUMNS.foreword, title: { zh: '让研发离现场更近一点', en: 'Bringing research closer to the shop floor' } },
      { column: COLUMNS.focus, title: { zh: '知识产权突破 400 项：一张专利清单里的十年', en: 'Over 400 patents and copyrights: a decade in one list' } },
      { column: COLUMNS.projects, title: { zh: '安徽新能源整车厂：56 台 AGV 撑起总装线边物流', en: 'Anhui EV plant: 56 AGVs keep the assembly line supplied' } },
      { column: COLUMNS.tech, title: { zh: '堆垛机定位精度从 ±5 mm 到 ±3 mm', en: 'Stacker crane positioning from ±5 mm to ±3 mm' } },
      { column: COLUMNS.service, title: { zh: '2024 年度客户满意度调查结果', en: 'Results of the 2024 customer satisfaction survey' } },
      { column: COLUMNS.culture, title: { zh: '年会掠影', en: 'Snapshots from the annual meeting' } },
    ],
  },
  {
    year: 2025,
    issue: 2,
    publishTime: '2025-06-27',
    theme: { zh: '六级售后服务体系升级', en: 'The six-level after-sales system upgraded' },
    toc: [
      { column: COLUMNS.foreword, title: { zh: '服务是产品的一部分', en: 'Service is part of the product' } },
      { column: COLUMNS.focus, title: { zh: '六级售后服务体系升级：四个备件中心的选址逻辑', en: 'After-sales upgrade: how the four parts centres were sited' } },
      { column: COLUMNS.projects, title: { zh: '湖北储能电池包工厂：换型时间从 2 天到 4 小时', en: 'Hubei battery pack plant: changeovers from 2 days to 4 hours' } },
      { column: COLUMNS.tech, title: { zh: '远程诊断平台能解决哪些问题', en: 'What remote diagnostics can and cannot fix' } },
      { column: COLUMNS.people, title: { zh: '区域服务工程师的一周', en: 'A week with a regional service engineer' } },
      { column: COLUMNS.culture, title: { zh: '春季徒步活动记', en: 'Notes from the spring hike' } },
    ],
  },
  {
    year: 2025,
    issue: 3,
    publishTime: '2025-09-29',
    theme: { zh: '25 周年特刊', en: '25th anniversary special' },
    toc: [
      { column: COLUMNS.foreword, title: { zh: '二十五年，从一座仓库开始', en: 'Twenty-five years that began with one warehouse' } },
      { column: COLUMNS.focus, title: { zh: '25 周年特刊：公司大事记（2000—2025）', en: 'Anniversary special: milestones 2000–2025' } },
      { column: COLUMNS.projects, title: { zh: '回访我们的第一座立体库', en: 'A return visit to our first AS/RS' } },
      { column: COLUMNS.tech, title: { zh: '新能源研讨会技术报告摘编', en: 'Highlights from the new energy seminar' } },
      { column: COLUMNS.people, title: { zh: '37 位二十年员工的合影与寄语', en: 'Thirty-seven colleagues with 20 years of service' } },
      { column: COLUMNS.culture, title: { zh: '周年庆典现场', en: 'At the anniversary celebration' } },
    ],
  },
  {
    year: 2025,
    issue: 4,
    publishTime: '2025-12-26',
    theme: { zh: '迷你顶升 AGV 量产', en: 'Mini lifting AGV in volume production' },
    toc: [
      { column: COLUMNS.foreword, title: { zh: '量产比样机更难', en: 'Volume production is harder than a prototype' } },
      { column: COLUMNS.focus, title: { zh: '迷你顶升 AGV 量产：车身降低 50 mm 的背后', en: 'Mini lifting AGV: what it took to lose 50 mm of height' } },
      { column: COLUMNS.projects, title: { zh: '河南冰箱工厂包材库投用记', en: 'Go-live at a refrigerator plant\'s packaging store in Henan' } },
      { column: COLUMNS.tech, title: { zh: '百台级 AGV 车队的交通管制', en: 'Traffic control for fleets of a hundred AGVs' } },
      { column: COLUMNS.service, title: { zh: '冬季低温环境设备保养提示', en: 'Winter maintenance tips for cold environments' } },
      { column: COLUMNS.people, title: { zh: '年度优秀员工风采', en: 'Employees of the year' } },
    ],
  },
  {
    year: 2026,
    issue: 1,
    publishTime: '2026-03-27',
    theme: { zh: '走出去：首个东南亚项目验收', en: 'Going abroad: our first Southeast Asian project' },
    toc: [
      { column: COLUMNS.foreword, title: { zh: '在陌生的市场里保持耐心', en: 'Patience in an unfamiliar market' } },
      { column: COLUMNS.focus, title: { zh: '首个东南亚项目验收：高温高湿下的设备设计', en: 'First Southeast Asian project: designing for heat and humidity' } },
      { column: COLUMNS.projects, title: { zh: '河北电池包工厂：从下线到入库 4 分钟', en: 'Hebei battery pack plant: end of line to storage in 4 minutes' } },
      { column: COLUMNS.tech, title: { zh: 'WMS 多语言版本的开发经验', en: 'Lessons from building a multilingual WMS' } },
      { column: COLUMNS.people, title: { zh: '驻外项目经理的来信', en: 'A letter from our project manager abroad' } },
      { column: COLUMNS.culture, title: { zh: '新春联欢会回顾', en: 'Spring Festival party' } },
    ],
  },
  {
    year: 2026,
    issue: 2,
    publishTime: '2026-06-26',
    theme: { zh: '软件平台化', en: 'Software as a platform' },
    toc: [
      { column: COLUMNS.foreword, title: { zh: '软件要像设备一样可靠', en: 'Software must be as reliable as machines' } },
      { column: COLUMNS.focus, title: { zh: '软件平台化：组态开发平台如何缩短交付周期', en: 'Platform software: how the configurable development platform shortens delivery' } },
      { column: COLUMNS.projects, title: { zh: '湖南售后备件中心：4 万个料箱位的拣选优化', en: 'Hunan service parts centre: optimising picks across 40,000 totes' } },
      { column: COLUMNS.tech, title: { zh: '老旧立体库控制系统升级的五个要点', en: 'Five points for upgrading controls in an ageing AS/RS' } },
      { column: COLUMNS.service, title: { zh: '夏季高温设备巡检清单', en: 'Summer inspection checklist for hot weather' } },
      { column: COLUMNS.people, title: { zh: '联合实验室的实习生们', en: 'Interns at the joint laboratory' } },
    ],
  },
  {
    year: 2026,
    issue: 3,
    publishTime: '2026-09-25',
    theme: { zh: '园区级智慧物流', en: 'Smart logistics at park scale' },
    toc: [
      { column: COLUMNS.foreword, title: { zh: '从一座仓库到一座园区', en: 'From one warehouse to a whole park' } },
      { column: COLUMNS.focus, title: { zh: '园区级智慧物流：四川锂电产业园一期运行一年', en: 'Park-scale logistics: one year of phase one at the Sichuan battery park' } },
      { column: COLUMNS.projects, title: { zh: '陕西卷烟厂：备件库与设备管理平台联动', en: 'Shaanxi cigarette factory: spare parts and equipment management in step' } },
      { column: COLUMNS.tech, title: { zh: '气调库里的堆垛机：低氧高湿环境下的设计', en: 'Stacker cranes in controlled-atmosphere stores' } },
      { column: COLUMNS.service, title: { zh: '“服务万里行”即将启程', en: 'The customer service tour is about to start' } },
      { column: COLUMNS.culture, title: { zh: '乡村小学科普活动侧记', en: 'Science day at a rural primary school' } },
    ],
  },
];

function issueArticle(spec: IssueSpec): SeedArticle {
  const zhName = `《云栈》${spec.year} 年第 ${spec.issue} 期`;
  const enName = `Yunzhan Journal No. ${spec.issue}, ${spec.year}`;
  const toc = (lang: 'zh' | 'en') =>
    `<ul>${spec.toc.map((t) => `<li><strong>${t.column[lang]}</strong>${lang === 'zh' ? '｜' : ': '}${t.title[lang]}</li>`).join('')}</ul>`;
  return {
    classifyType: CLASSIFY_TYPES.journalism,
    category: 'journal',
    title: { zh: zhName, en: enName },
    summary: {
      zh: `本期聚焦“${spec.theme.zh}”，共收录 ${spec.toc.length} 个栏目的文章。`,
      en: `This issue focuses on "${spec.theme.en}", with articles in ${spec.toc.length} sections.`,
    },
    content: {
      zh: [
        `<p>${zhName}已出版。《云栈》是云栈智能的企业内刊，每季度出版一期，面向员工、客户与合作伙伴免费赠阅。本期主题为“${spec.theme.zh}”。</p>`,
        '<h2>本期目录</h2>',
        toc('zh'),
        '<p>如需纸质版，请联系公司品牌部。</p>',
      ].join('\n'),
      en: [
        `<p>${enName} is now available. The Yunzhan Journal is our quarterly in-house magazine, distributed free of charge to employees, customers and partners. This issue focuses on "${spec.theme.en}".</p>`,
        '<h2>Contents</h2>',
        toc('en'),
        '<p>For a printed copy, please contact our brand department.</p>',
      ].join('\n'),
    },
    publishTime: spec.publishTime,
    image: { subject: 'brochure', hue: (spec.year * 4 + spec.issue * 83) % 360 },
    pdf: {
      fileName: `yunzhan-journal-${spec.year}-${spec.issue}.pdf`,
      title: { zh: zhName, en: enName },
      lines: {
        zh: [`本期主题：${spec.theme.zh}`, '', '## 本期目录', ...spec.toc.map((t) => `${t.column.zh}｜${t.title.zh}`)],
        en: [`Theme: ${spec.theme.en}`, '', '## Contents', ...spec.toc.map((t) => `${t.column.en}: ${t.title.en}`)],
      },
    },
  };
}

/** News, activities and journal issues. */
export const journalismArticles: SeedArticle[] = [...news.map(newsArticle), ...issues.map(issueArticle)];
