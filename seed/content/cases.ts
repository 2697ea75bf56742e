import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import type { Bilingual, SeedArticle, SeedImage } from './types';

/** Bullet points in both languages (same number of items, same order). */
interface BilingualList {
  zh: string[];
  en: string[];
}

/** One row of the case table; {@link toArticle} turns it into a seed article. */
interface CaseSpec {
  /** `outLink` of the industry category in caseTree.ts. */
  category: string;
  publishTime: string;
  image: { subject: SeedImage['subject'] };
  /** subIndustry, province, one or two scenarios, optionally a partner (keys of caseTags.ts). */
  tags: string[];
  title: Bilingual;
  summary: Bilingual;
  /** Opening paragraph. */
  intro: Bilingual;
  background: Bilingual;
  /** What was delivered. */
  solution: BilingualList;
  /** Measured results after go-live. */
  results: BilingualList;
}

/** Base hue of each industry, so that a category's pictures share a palette. */
const CATEGORY_HUES: Record<string, number> = {
  newEnergy: 150,
  foodBeverage: 30,
  medicine: 195,
  automotive: 215,
  electronics: 260,
  tobacco: 40,
  coldChain: 185,
  chemical: 320,
};

const HEADINGS = {
  zh: { background: '项目背景', solution: '解决方案', results: '项目成效' },
  en: { background: 'Background', solution: 'Solution', results: 'Results' },
} as const;

function list(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

function body(spec: CaseSpec, lang: 'zh' | 'en'): string {
  const h = HEADINGS[lang];
  return [
    `<p>${spec.intro[lang]}</p>`,
    `<h2>${h.background}</h2>`,
    `<p>${spec.background[lang]}</p>`,
    `<h2>${h.solution}</h2>`,
    list(spec.solution[lang]),
    `<h2>${h.results}</h2>`,
    list(spec.results[lang]),
  ].join('\n');
}

function toArticle(spec: CaseSpec, index: number): SeedArticle {
  const base = CATEGORY_HUES[spec.category] ?? 200;
  return {
    classifyType: CLASSIFY_TYPES.cases,
    category: spec.category,
    title: spec.title,
    summary: spec.summary,
    content: { zh: body(spec, 'zh'), en: body(spec, 'en') },
    publishTime: spec.publishTime,
    image: { subject: spec.image.subject, hue: (base + (index % 5) * 9) % 360 },
    tags: spec.tags,
  };
}

const specs: CaseSpec[] = [
  // ───────────────────────────── New energy ─────────────────────────────
  {
    category: 'newEnergy',
    publishTime: '2024-05-16',
    image: { subject: 'stacker' },
    tags: ['lithiumBattery', 'jiangsu', 'wipBuffer', 'tuolanIntegration'],
    title: { zh: '北辰新能源电芯高温老化立体库项目', en: 'High-temperature cell aging AS/RS for Beichen New Energy' },
    summary: {
      zh: '12 台堆垛机、26,400 个托盘位的高温老化库，将化成分容后的静置与转运全部交给设备完成。',
      en: 'A 26,400-position aging warehouse with 12 stacker cranes now handles the rest period and transfers after formation and grading.',
    },
    intro: {
      zh: '北辰新能源是一家方形动力电芯制造商，苏北基地二期规划产能 20 GWh。',
      en: 'Beichen New Energy makes prismatic power cells; phase two of its plant in northern Jiangsu is designed for 20 GWh a year.',
    },
    background: {
      zh: '电芯化成后需在 45℃ 环境中静置 48 小时以上。原有平库依靠人工叉车转运，库容只够一期使用，温度分布不均，批次记录仍以纸质为主，异常电芯难以及时隔离。',
      en: 'After formation, cells must rest at 45 °C for at least 48 hours. The existing floor store relied on manual forklifts, had room for phase one only, held an uneven temperature and kept batch records largely on paper, so faulty cells were hard to isolate quickly.',
    },
    solution: {
      zh: [
        '12 台中型系列堆垛机，库高 24 m，共 26,400 个托盘货位',
        '24 台叉车式 AGV 连接化成车间与老化库',
        '每个货位配置温度采集，异常托盘由堆垛机自动转入应急隔离位',
        'WMS、WCS 与工厂 MES 对接，按静置时长自动出库',
      ],
      en: [
        '12 medium-series stacker cranes in a 24 m high store with 26,400 pallet positions',
        '24 forklift AGVs linking the formation hall to the aging store',
        'Temperature sensing at every position; abnormal pallets are moved to an emergency isolation bay automatically',
        'WMS and WCS integrated with the plant MES, releasing pallets once their rest time is complete',
      ],
    },
    results: {
      zh: ['出入库能力达到 480 托/小时', '同等库容下占地减少 62%', '搬运岗位由 46 人减至 9 人，批次追溯覆盖率 100%'],
      en: [
        'Inbound and outbound capacity of 480 pallets per hour',
        '62% less floor space for the same capacity',
        'Handling staff reduced from 46 to 9, with every batch fully traceable',
      ],
    },
  },
  {
    category: 'newEnergy',
    publishTime: '2023-09-08',
    image: { subject: 'agv' },
    tags: ['lithiumBattery', 'guangdong', 'rawMaterial', 'lineFeeding'],
    title: { zh: '华南某动力电池企业极片卷材库及涂布线配送项目', en: 'Electrode coil store and coater feeding for a power battery maker in South China' },
    summary: {
      zh: '重型堆垛机存放铜箔、铝箔卷材，定制属具 AGV 直送涂布机，换卷等待由 25 分钟降至 6 分钟。',
      en: 'Heavy-duty stacker cranes store copper and aluminium foil coils, and AGVs with custom attachments deliver them straight to the coaters, cutting changeover waits from 25 to 6 minutes.',
    },
    intro: {
      zh: '该客户在广东建有两座电芯工厂，本项目服务于新建的极片车间。',
      en: 'The customer runs two cell plants in Guangdong; this project serves its new electrode workshop.',
    },
    background: {
      zh: '铜箔、铝箔卷材单卷重达 1.5 吨，怕磕碰、怕受潮。过去由叉车配合吊具上料，一次换卷需要三人协作，涂布机经常停机等料。',
      en: 'Copper and aluminium foil coils weigh up to 1.5 t each and are sensitive to knocks and humidity. Loading used to take a forklift, a hoist and three operators per changeover, and the coaters often stood idle waiting for material.',
    },
    solution: {
      zh: [
        '6 台重型系列堆垛机，4,800 个恒温恒湿货位',
        '8 台定制属具 AGV，采用芯轴叉取方式，直接对接涂布机放卷位',
        'WCS 接收涂布机剩余长度信号，提前 15 分钟自动备卷',
      ],
      en: [
        '6 heavy-series stacker cranes with 4,800 temperature- and humidity-controlled positions',
        '8 AGVs with customized mandrel attachments that dock directly onto the coater unwind stations',
        'WCS reads the remaining length on each coater and stages the next coil 15 minutes ahead',
      ],
    },
    results: {
      zh: ['换卷等待时间由 25 分钟缩短至 6 分钟', '物料齐套率 99.6%', '原材料库存周转天数由 18 天降至 11 天'],
      en: [
        'Coil changeover wait reduced from 25 to 6 minutes',
        'Material availability at the line of 99.6%',
        'Raw material stock turnover down from 18 to 11 days',
      ],
    },
  },
  {
    category: 'newEnergy',
    publishTime: '2022-11-20',
    image: { subject: 'warehouse' },
    tags: ['photovoltaic', 'anhui', 'finishedGoods'],
    title: { zh: '安徽某光伏组件企业 10 GW 基地成品立体库', en: 'Finished goods AS/RS for a 10 GW solar module plant in Anhui' },
    summary: {
      zh: '30 米高库存放 15,600 托光伏组件，按功率档位与批次自动分档出库，整车装车时间缩短六成。',
      en: 'A 30 m high store holds 15,600 pallets of modules and ships them by power bin and batch; loading a truck now takes 60% less time.',
    },
    intro: {
      zh: '该企业年产能 10 GW，成品组件以托盘整包发往国内外电站项目。',
      en: 'The plant produces 10 GW of modules a year, shipped by the pallet to utility-scale projects at home and abroad.',
    },
    background: {
      zh: '组件按功率分为十余个档位，同一订单要求档位一致。原成品区依靠人工记录档位，错发时有发生，旺季露天堆放还带来破损和返工。',
      en: 'Modules are sorted into more than ten power bins and each order must ship from a single bin. Bins were recorded by hand, mis-shipments happened, and in peak season pallets were stacked outdoors, leading to breakage and rework.',
    },
    solution: {
      zh: [
        '10 台重型系列堆垛机，库高 30 m，15,600 个托盘货位',
        '20 台叉车式 AGV 负责包装线下线与入库',
        'WMS 按功率档位、颜色等级和生产批次分区存储，按订单整档出库',
      ],
      en: [
        '10 heavy-series stacker cranes in a 30 m high building with 15,600 pallet positions',
        '20 forklift AGVs taking pallets from the packing lines into the store',
        'WMS storing by power bin, colour grade and batch, and releasing whole bins per order',
      ],
    },
    results: {
      zh: ['出库能力 360 托/小时', '单车装车时间由 90 分钟降至 35 分钟', '档位错发实现零发生，搬运破损率下降 85%'],
      en: [
        'Outbound capacity of 360 pallets per hour',
        'Truck loading time cut from 90 to 35 minutes',
        'No bin mix-ups since go-live, and handling damage down 85%',
      ],
    },
  },
  {
    category: 'newEnergy',
    publishTime: '2025-03-12',
    image: { subject: 'agv' },
    tags: ['energyStorage', 'hubei', 'lineFeeding'],
    title: { zh: '湖北某储能系统集成商电池包柔性装配线物流项目', en: 'Flexible battery pack assembly logistics for an energy storage integrator in Hubei' },
    summary: {
      zh: '40 台迷你顶升 AGV 取代固定输送线，12 台协作 AGV 与工人同区作业，换型时间由 2 天缩短到 4 小时。',
      en: '40 mini lifting AGVs replace fixed conveyors and 12 collaborative AGVs work alongside operators; changeovers now take 4 hours instead of 2 days.',
    },
    intro: {
      zh: '客户生产工商业及电网侧储能电池包，产品规格每季度都有调整。',
      en: 'The customer builds battery packs for commercial and grid-scale storage, with product specifications changing every quarter.',
    },
    background: {
      zh: '原装配线采用倍速链输送，每次新品导入都要改线、停产，工位之间在制品堆积明显，难以适应多品种、小批量的订单结构。',
      en: 'The old line ran on a fixed chain conveyor: every new product meant rebuilding the line and stopping production, work in progress piled up between stations, and the set-up could not cope with many variants in small batches.',
    },
    solution: {
      zh: [
        '40 台迷你顶升 AGV（最高速度 2 m/s）承载工装板在工位间流转',
        '12 台协作 AGV（最高速度 1.7 m/s）在人机混合区配送模组',
        'MES 下发工艺路线，调度系统按节拍动态分配车辆',
        '设备管理系统统一记录车辆电量、里程与保养计划',
      ],
      en: [
        '40 mini lifting AGVs (top speed 2 m/s) carrying fixtures between stations',
        '12 collaborative AGVs (top speed 1.7 m/s) delivering modules in areas shared with operators',
        'Routings issued by the MES, with the fleet manager assigning vehicles to match the takt',
        'Equipment management software tracking battery charge, mileage and service plans for every vehicle',
      ],
    },
    results: {
      zh: ['产品换型时间由 2 天缩短至 4 小时', '线上在制品减少 35%', '产线节拍提升 18%'],
      en: ['Changeover time cut from 2 days to 4 hours', 'Work in process on the line down 35%', 'Line throughput up 18%'],
    },
  },
  {
    category: 'newEnergy',
    publishTime: '2021-06-18',
    image: { subject: 'stacker' },
    tags: ['photovoltaic', 'jiangxi', 'wipBuffer'],
    title: { zh: '江西某硅片企业曲轨堆垛机片盒缓存库', en: 'Curved-rail stacker crane buffer for wafer boxes in Jiangxi' },
    summary: {
      zh: '两台曲轨堆垛机服务五个巷道，在有限空间内建成 8,200 个料箱位的片盒缓存库。',
      en: 'Two curved-rail stacker cranes serve five aisles, fitting an 8,200-tote wafer box buffer into a tight space.',
    },
    intro: {
      zh: '客户主营单晶硅片，切片车间与清洗车间之间需要一个小而密的缓存区。',
      en: 'The customer produces monocrystalline wafers and needed a small, dense buffer between slicing and cleaning.',
    },
    background: {
      zh: '该区域出入库频次不高，但对存储密度和洁净度要求较高。若按常规每巷道配置一台堆垛机，设备投资与维护成本都偏高。',
      en: 'Traffic in this area is moderate, but storage density and cleanliness matter. One crane per aisle, the usual layout, would have made both investment and maintenance costs too high.',
    },
    solution: {
      zh: [
        '2 台曲轨系列堆垛机，通过弯道在 5 个巷道间切换作业',
        '8,200 个料箱货位，货架与地面做防静电、防尘处理',
        'WCS 按订单优先级合并任务，减少堆垛机跨巷道次数',
      ],
      en: [
        '2 curved-rail series stacker cranes switching between 5 aisles through curves',
        '8,200 tote positions, with anti-static and dust-controlled racking and flooring',
        'WCS grouping jobs by priority to limit aisle changes',
      ],
    },
    results: {
      zh: ['与每巷道一台的方案相比，设备投资降低约 30%', '满足每小时 140 箱的出入库需求', '片盒搬运破片率由 0.3% 降至 0.05%'],
      en: [
        'About 30% lower equipment investment than one crane per aisle',
        'Handles the required 140 totes per hour in and out',
        'Wafer breakage during handling down from 0.3% to 0.05%',
      ],
    },
  },
  {
    category: 'newEnergy',
    publishTime: '2020-10-15',
    image: { subject: 'warehouse' },
    tags: ['lithiumBattery', 'hunan', 'rawMaterial', 'yuanjiaSteel'],
    title: { zh: '湖南某正极材料企业吨袋库项目', en: 'Bulk bag warehouse for a cathode material producer in Hunan' },
    summary: {
      zh: '库架一体建筑存放 9,600 个吨袋货位，质检状态与出库指令联动，冻结物料不会被误发。',
      en: 'A rack-supported building stores 9,600 bulk bags, and QC status is tied to outbound orders so quarantined material can no longer ship by mistake.',
    },
    intro: {
      zh: '客户生产三元前驱体与正极材料，原料与成品均以吨袋包装。',
      en: 'The customer makes precursors and cathode materials, with both inputs and products packed in bulk bags.',
    },
    background: {
      zh: '吨袋重量大、易变形，人工叉车作业存在安全隐患。同一批次往往要等待多项检测，待检、合格、冻结物料混放在同一平库内，曾出现误发。',
      en: 'Bulk bags are heavy and deform easily, making forklift work risky. Each batch waits for several lab tests, and pending, released and quarantined stock sat in the same floor store, which had already led to shipping errors.',
    },
    solution: {
      zh: [
        '8 台重型系列堆垛机，单货位承重 1.5 吨，共 9,600 个货位',
        '库架一体钢结构，由远嘉钢构负责土建配合与安装',
        '14 台叉车式 AGV，整车做防尘密封处理',
        'WMS 与实验室系统对接，质检状态实时锁定库存',
      ],
      en: [
        '8 heavy-series stacker cranes, 1.5 t per position, 9,600 positions in total',
        'Rack-supported steel building, erected with Yuanjia Steel Structures',
        '14 forklift AGVs with dust-sealed bodies',
        'WMS linked to the laboratory system so QC status locks or releases stock in real time',
      ],
    },
    results: {
      zh: ['冻结物料误发为零', '库存准确率达到 99.98%', '仓储作业人员由 38 人减至 10 人'],
      en: ['Zero shipments of quarantined material', 'Inventory accuracy of 99.98%', 'Warehouse staff reduced from 38 to 10'],
    },
  },
  {
    category: 'newEnergy',
    publishTime: '2026-02-26',
    image: { subject: 'agv' },
    tags: ['lithiumBattery', 'hebei', 'finishedGoods'],
    title: { zh: '河北某动力电池包工厂成品库与发运系统', en: 'Finished pack store and dispatch system for an EV battery pack plant in Hebei' },
    summary: {
      zh: '背负式 AGV 将下线电池包直接送入立库，下线到入库时间由 20 分钟降至 4 分钟，发运准时率 99.5%。',
      en: 'Piggyback AGVs take packs from end of line straight into the AS/RS: 4 minutes instead of 20, with 99.5% of shipments on time.',
    },
    intro: {
      zh: '该工厂为多家整车客户配套电池包，按整车厂排产计划准时发运。',
      en: 'The plant supplies battery packs to several vehicle makers and ships against their build schedules.',
    },
    background: {
      zh: '电池包单件重约 500 kg，过去下线后在地面暂存，再由叉车分批入库。暂存区占用大量面积，也不便于温度监控，发运时常因找货延误。',
      en: 'Each pack weighs about 500 kg. Packs used to wait on the floor after end-of-line test before forklifts took them away in batches. The staging area took up a lot of space, could not be temperature-monitored and caused delays when shipments had to be picked.',
    },
    solution: {
      zh: [
        '18 台背负式 AGV，对接下线辊道与立库入库口',
        '6 台中型系列堆垛机，3,200 个托盘货位，货位级温度监测',
        'WMS 按整车厂 JIT 计划生成发运任务并预约月台',
      ],
      en: [
        '18 piggyback AGVs docking between end-of-line roller conveyors and the store infeed',
        '6 medium-series stacker cranes, 3,200 positions, with temperature monitoring at each position',
        'WMS creating dispatch jobs from customer JIT schedules and booking dock slots',
      ],
    },
    results: {
      zh: ['下线到入库时间由 20 分钟缩短至 4 分钟', '发运准时率达到 99.5%', '释放地面暂存区约 3,000 m²'],
      en: ['End of line to storage in 4 minutes instead of 20', '99.5% of shipments on time', 'About 3,000 m² of floor staging space released'],
    },
  },
  {
    category: 'newEnergy',
    publishTime: '2023-04-07',
    image: { subject: 'conveyor' },
    tags: ['energyStorage', 'zhejiang', 'rawMaterial', 'qizhouDigital'],
    title: { zh: '浙江某储能变流器企业电子料立体库与齐套配送项目', en: 'Component AS/RS and kitting for an energy storage converter maker in Zhejiang' },
    summary: {
      zh: '24,000 个料箱位的电子料库配合协作 AGV 齐套配送，产线备料时间由 3 小时缩短至 40 分钟。',
      en: 'A 24,000-tote component store with collaborative AGV kitting cuts line preparation from 3 hours to 40 minutes.',
    },
    intro: {
      zh: '客户生产储能变流器和光伏逆变器，物料品规超过 9,000 种。',
      en: 'The customer builds storage converters and solar inverters from more than 9,000 part numbers.',
    },
    background: {
      zh: '电子料体积小、品种多，原仓库采用人工货架拣选，每天要为 14 条产线备料。备料慢、易错，物料湿敏等级和有效期也靠人工记忆。',
      en: 'Parts are small and numerous, and the store picked by hand from shelving to feed 14 lines a day. Preparation was slow and error-prone, and moisture sensitivity levels and shelf lives were tracked from memory.',
    },
    solution: {
      zh: [
        '4 台轻型系列堆垛机，24,000 个料箱货位',
        '货到人拣选站 6 个，亮灯指引拣选',
        '10 台协作 AGV 按工单将齐套料箱送至线边',
        'WMS 管控湿敏等级与有效期，启舟数字科技参与 MES 接口开发',
      ],
      en: [
        '4 light-series stacker cranes with 24,000 tote positions',
        '6 goods-to-person pick stations with pick-to-light',
        '10 collaborative AGVs delivering complete kits to the line per work order',
        'WMS controlling moisture sensitivity and expiry dates; MES interface developed with Qizhou Digital Technology',
      ],
    },
    results: {
      zh: ['单工单备料时间由 3 小时缩短至 40 分钟', '拣选准确率 99.99%', '仓库面积由 4,500 m² 压缩至 1,600 m²'],
      en: ['Kit preparation per work order down from 3 hours to 40 minutes', 'Picking accuracy of 99.99%', 'Warehouse area reduced from 4,500 m² to 1,600 m²'],
    },
  },
  {
    category: 'newEnergy',
    publishTime: '2026-08-19',
    image: { subject: 'park' },
    tags: ['lithiumBattery', 'sichuan', 'crossDocking', 'finishedGoods'],
    title: { zh: '四川某锂电产业园智慧物流园区项目（一期）', en: 'Smart logistics park for a lithium battery industrial park in Sichuan (phase one)' },
    summary: {
      zh: '三座立体库、60 台 AGV 与 TMS、数字孪生平台统一调度，园区内厂际转运车辆由 45 辆减至 12 辆。',
      en: 'Three AS/RS buildings, 60 AGVs, TMS and a digital twin under one control layer; vehicles shuttling between plants fell from 45 to 12.',
    },
    intro: {
      zh: '该产业园集材料、电芯和电池包生产于一体，一期占地约 1,200 亩。',
      en: 'The park combines materials, cell and pack production; phase one covers about 80 hectares.',
    },
    background: {
      zh: '园区各工厂原本各自建设仓库、各自安排车辆，厂际转运依赖电话和纸单协调，高峰时段道路拥堵，物料在途状态无法掌握。',
      en: 'Each plant ran its own warehouse and its own trucks. Transfers between plants were arranged by phone and paper slips, roads jammed at peak times and nobody could see what was in transit.',
    },
    solution: {
      zh: [
        '三座立体库共 42,000 个托盘货位，配置各系列堆垛机 28 台',
        '60 台叉车式与背负式 AGV 负责厂内及连廊转运',
        'TMS 统一调度园区车辆与月台，WMS 实现多库协同',
        '数字孪生平台实时呈现园区库存、车辆与设备状态',
      ],
      en: [
        'Three AS/RS buildings with 42,000 pallet positions and 28 stacker cranes of several series',
        '60 forklift and piggyback AGVs for in-plant and covered-bridge transfers',
        'TMS scheduling park vehicles and docks; WMS coordinating stock across buildings',
        'Digital twin platform showing stock, vehicles and equipment status across the park in real time',
      ],
    },
    results: {
      zh: ['厂际转运车辆由 45 辆减至 12 辆', '厂际转运平均时长缩短 55%', '在途物料可视率 100%'],
      en: ['Inter-plant vehicles reduced from 45 to 12', 'Average inter-plant transfer time down 55%', 'Full visibility of material in transit'],
    },
  },
  // ───────────────────────────── Food and beverage ─────────────────────────────
  {
    category: 'foodBeverage',
    publishTime: '2019-08-22',
    image: { subject: 'stacker' },
    tags: ['dairy', 'shandong', 'finishedGoods'],
    title: { zh: '华东某大型乳制品企业常温奶成品立体库', en: 'Ambient milk finished goods AS/RS for a leading dairy producer in East China' },
    summary: {
      zh: '18 台堆垛机、32,000 个货位，按生产日期严格先进先出，日发运能力由 1,800 托提升至 3,100 托。',
      en: '18 stacker cranes and 32,000 positions with strict first-in, first-out by production date; daily dispatch rose from 1,800 to 3,100 pallets.',
    },
    intro: {
      zh: '客户是华东地区规模领先的乳制品企业，本项目位于其山东液态奶生产基地。',
      en: 'The customer is one of the largest dairy groups in East China; the project is at its liquid milk plant in Shandong.',
    },
    background: {
      zh: '常温奶保质期短、出货量大，经销商对生产日期十分敏感。原平库靠人工翻找批次，先进先出执行不到位，临期品报损居高不下，装车排队也常超过一小时。',
      en: 'Ambient milk has a short shelf life, ships in volume and distributors watch production dates closely. Batches were found by hand in the floor store, first-in, first-out slipped, write-offs of near-expiry stock were high and trucks often queued for over an hour.',
    },
    solution: {
      zh: [
        '18 台中型系列堆垛机，库高 28 m，32,000 个托盘货位',
        '入库端与 12 条灌装线的码垛机直连',
        'WMS 按生产日期与批次强制先进先出，与 ERP、TMS 打通月台预约',
      ],
      en: [
        '18 medium-series stacker cranes in a 28 m store with 32,000 pallet positions',
        'Infeed connected directly to the palletizers of 12 filling lines',
        'WMS enforcing FIFO by production date and batch, with dock booking shared with ERP and TMS',
      ],
    },
    results: {
      zh: ['日发运能力由 1,800 托提升至 3,100 托', '临期报损金额下降 40%', '单车装车时间由 45 分钟缩短至 25 分钟'],
      en: ['Daily dispatch up from 1,800 to 3,100 pallets', 'Write-offs of near-expiry stock down 40%', 'Truck loading time cut from 45 to 25 minutes'],
    },
  },
  {
    category: 'foodBeverage',
    publishTime: '2021-04-09',
    image: { subject: 'warehouse' },
    tags: ['dairy', 'hebei', 'coldStorage', 'hengzeColdChain'],
    title: { zh: '河北某乳企低温酸奶冷藏立体库', en: 'Chilled yogurt AS/RS for a dairy company in Hebei' },
    summary: {
      zh: '2–6℃ 冷藏立体库实现两小时订单响应，制冷能耗较原冷藏平库下降 22%。',
      en: 'A 2–6 °C automated store answers orders within two hours and uses 22% less refrigeration energy than the old chilled floor store.',
    },
    intro: {
      zh: '客户的低温酸奶覆盖京津冀约 1.6 万个零售终端，订单以门店补货为主。',
      en: 'The customer\'s chilled yogurts reach around 16,000 retail outlets in the Beijing–Tianjin–Hebei region, mostly through store replenishment orders.',
    },
    background: {
      zh: '低温产品保质期仅 21 天，订单当天下达、当天配送。原冷藏平库层高低、叉车作业频繁，库门长时间开启导致温度波动，作业人员也难以在低温环境中长时间工作。',
      en: 'Chilled products last only 21 days and orders are delivered the day they are placed. The low, forklift-heavy chilled store kept its doors open for long periods, temperatures fluctuated and staff could not work long shifts in the cold.',
    },
    solution: {
      zh: [
        '6 台中型系列堆垛机（低温型），8,000 个托盘货位',
        '库体保温与制冷由衡泽冷链工程配套实施',
        '出库端设置按线路分道的缓存输送线，WMS 按门店线路波次出库',
      ],
      en: [
        '6 medium-series stacker cranes in low-temperature configuration, 8,000 pallet positions',
        'Insulated enclosure and refrigeration delivered with Hengze Cold Chain Engineering',
        'Outbound buffer conveyors split by delivery route, with WMS releasing waves per route',
      ],
    },
    results: {
      zh: ['订单响应时间稳定在 2 小时以内', '制冷能耗下降 22%', '库内温度波动控制在 ±0.5℃'],
      en: ['Order turnaround consistently under 2 hours', 'Refrigeration energy down 22%', 'Temperature held within ±0.5 °C'],
    },
  },
  {
    category: 'foodBeverage',
    publishTime: '2022-06-30',
    image: { subject: 'agv' },
    tags: ['beverage', 'henan', 'finishedGoods', 'lineFeeding'],
    title: { zh: '河南某饮料企业灌装线下线与成品库自动化项目', en: 'End-of-line and finished goods automation for a beverage producer in Henan' },
    summary: {
      zh: '30 台叉车式 AGV 承接 8 条灌装线全部下线任务，叉车司机由 64 人减至 16 人，实现零碰撞事故。',
      en: '30 forklift AGVs take over end-of-line handling for 8 filling lines; forklift drivers fell from 64 to 16 with no collisions since go-live.',
    },
    intro: {
      zh: '客户主营包装饮用水与茶饮料，产品单价低、出货量大，旺季三班连续生产。',
      en: 'The customer bottles water and tea drinks: low unit value, high volume and three shifts a day in peak season.',
    },
    background: {
      zh: '8 条灌装线高峰时每小时下线约 480 托。原先依靠人工叉车转运，夜班招工困难，车间内人车混行，碰撞和倒垛时有发生。',
      en: 'At peak the 8 filling lines put out about 480 pallets an hour. Manual forklifts did all the moving, night shifts were hard to staff, and with people and trucks sharing the floor, collisions and toppled loads were a recurring problem.',
    },
    solution: {
      zh: [
        '30 台叉车式 AGV，激光导航，对接码垛机出口',
        '12 台中型系列堆垛机，双深位货架，18,000 个托盘货位',
        'WCS 统一调度 AGV 与堆垛机，按灌装线产出自动平衡任务',
      ],
      en: [
        '30 laser-guided forklift AGVs picking up at the palletizer outfeeds',
        '12 medium-series stacker cranes with double-deep racking and 18,000 pallet positions',
        'WCS dispatching AGVs and cranes together and balancing jobs against line output',
      ],
    },
    results: {
      zh: ['叉车司机由 64 人减至 16 人', '投用以来车辆碰撞事故为零', '库容较原平库提升 2.3 倍'],
      en: ['Forklift drivers reduced from 64 to 16', 'No vehicle collisions since go-live', 'Storage capacity 2.3 times that of the old floor store'],
    },
  },
  {
    category: 'foodBeverage',
    publishTime: '2024-09-05',
    image: { subject: 'stacker' },
    tags: ['brewing', 'sichuan', 'packagingMaterial', 'lineFeeding'],
    title: { zh: '四川某白酒企业包材立体库及包装线配送项目', en: 'Packaging material AS/RS and line feeding for a baijiu distillery in Sichuan' },
    summary: {
      zh: '酒瓶、瓶盖、礼盒等包材集中入库，AGV 按包装计划配送，因包材断料造成的停线由每月 11 次降为零。',
      en: 'Bottles, closures and gift boxes are stored centrally and delivered by AGV to the packing plan; line stops for missing packaging fell from 11 a month to zero.',
    },
    intro: {
      zh: '客户拥有 26 条灌装包装线，产品规格多达 300 余种，中秋、春节前后集中出货。',
      en: 'The distillery runs 26 filling and packing lines, has more than 300 product variants and ships mostly before the Mid-Autumn Festival and Spring Festival.',
    },
    background: {
      zh: '包材品类繁多，分散存放在四处临时仓库，靠电话要料。旺季换产频繁时，常因包材不到位而停线，盘点一次需要两天。',
      en: 'The many packaging items were spread across four temporary stores and called off by phone. In peak season, with frequent product changes, lines often stopped for missing packaging, and a stock count took two days.',
    },
    solution: {
      zh: [
        '8 台中型系列堆垛机，10,800 个托盘货位',
        '14 台叉车式 AGV 按包装工单向 26 条线配送',
        'WMS 依据灌装计划自动生成备料任务，支持包材批次追溯',
      ],
      en: [
        '8 medium-series stacker cranes with 10,800 pallet positions',
        '14 forklift AGVs supplying the 26 lines according to packing orders',
        'WMS generating material calls from the filling schedule, with batch traceability for packaging',
      ],
    },
    results: {
      zh: ['包材断料停线由每月 11 次降为零', '全库盘点时间由 2 天缩短至 4 小时', '四处临时仓库全部撤除，释放 7,000 m² 场地'],
      en: ['Line stops for missing packaging down from 11 a month to zero', 'Full stock count in 4 hours instead of 2 days', 'All four temporary stores closed, releasing 7,000 m²'],
    },
  },
  {
    category: 'foodBeverage',
    publishTime: '2020-05-28',
    image: { subject: 'warehouse' },
    tags: ['brewing', 'guangxi', 'finishedGoods', 'crossDocking'],
    title: { zh: '广西某啤酒企业成品立体库与发运调度项目', en: 'Finished goods AS/RS and dispatch scheduling for a brewery in Guangxi' },
    summary: {
      zh: '24,500 个货位的成品库配合月台调度，旺季日出库由 2,400 托提升至 4,200 托，车辆在厂时间缩短近三分之二。',
      en: 'A 24,500-position store with dock scheduling lifts peak-season dispatch from 2,400 to 4,200 pallets a day and cuts truck time on site by nearly two thirds.',
    },
    intro: {
      zh: '该啤酒厂年产能 60 万千升，夏季出货量约为淡季的三倍。',
      en: 'The brewery produces 600,000 kL a year, and its summer shipments are about three times the off-season level.',
    },
    background: {
      zh: '旺季时成品只能露天堆放，经销商车辆在厂区外排队数小时。整托啤酒重约 1.2 吨，人工叉车装车慢，错装、漏装需要反复核对。',
      en: 'In summer, finished pallets were stacked outdoors and distributors\' trucks queued outside the gates for hours. A pallet of beer weighs about 1.2 t, forklift loading was slow, and loads had to be checked repeatedly for errors.',
    },
    solution: {
      zh: [
        '16 台重型系列堆垛机，24,500 个托盘货位',
        '出库输送线按月台分道，装车前自动复核品项与数量',
        'WMS 与 TMS 联动，司机扫码预约、叫号进厂',
      ],
      en: [
        '16 heavy-series stacker cranes with 24,500 pallet positions',
        'Outbound conveyors split by dock, with automatic item and quantity checks before loading',
        'WMS linked to TMS: drivers book by QR code and are called in when their dock is ready',
      ],
    },
    results: {
      zh: ['旺季日出库由 2,400 托提升至 4,200 托', '车辆平均在厂时间由 3.5 小时缩短至 1.2 小时', '错装漏装投诉下降 90%'],
      en: ['Peak daily dispatch up from 2,400 to 4,200 pallets', 'Average truck time on site down from 3.5 to 1.2 hours', 'Complaints about wrong or missing items down 90%'],
    },
  },
  {
    category: 'foodBeverage',
    publishTime: '2023-12-14',
    image: { subject: 'conveyor' },
    tags: ['condiment', 'guangdong', 'finishedGoods'],
    title: { zh: '广东某调味品企业整托与拆零一体化成品库', en: 'Combined full-pallet and case-picking warehouse for a condiment maker in Guangdong' },
    summary: {
      zh: '托盘库与箱式库协同作业，拆零拣选效率由每人每小时 120 箱提升至 420 箱。',
      en: 'Pallet and case stores work together, lifting case picking from 120 to 420 cases per person-hour.',
    },
    intro: {
      zh: '客户生产酱油、蚝油等调味品，成品 SKU 约 1,200 个，渠道覆盖商超、餐饮和电商。',
      en: 'The customer makes soy sauce, oyster sauce and other condiments: about 1,200 SKUs sold through supermarkets, food service and online.',
    },
    background: {
      zh: '餐饮与电商订单多为拆零小单，原仓库按整托设计，拣货员每天步行超过 15 公里，高峰期订单积压，拆零差错率接近 0.5%。',
      en: 'Food service and online orders are small and mixed, but the warehouse was laid out for full pallets. Pickers walked more than 15 km a day, orders backed up at peak times and the case-picking error rate was close to 0.5%.',
    },
    solution: {
      zh: [
        '10 台中型系列堆垛机负责整托存储，14,000 个托盘货位',
        '4 台轻型系列堆垛机组成箱式库，9,600 个箱位',
        '8 个货到人拣选站，WMS 按渠道合并波次',
      ],
      en: [
        '10 medium-series stacker cranes for full pallets, 14,000 positions',
        '4 light-series stacker cranes in a case store with 9,600 locations',
        '8 goods-to-person pick stations, with WMS building waves by sales channel',
      ],
    },
    results: {
      zh: ['拆零拣选效率由 120 箱/人·时提升至 420 箱/人·时', '拆零差错率降至 0.02%', '日处理订单行数提升 2.6 倍'],
      en: ['Case picking up from 120 to 420 cases per person-hour', 'Picking error rate down to 0.02%', 'Daily order lines handled up 2.6 times'],
    },
  },
  {
    category: 'foodBeverage',
    publishTime: '2025-07-03',
    image: { subject: 'agv' },
    tags: ['beverage', 'jiangxi', 'lineFeeding', 'packagingMaterial'],
    title: { zh: '江西某植物蛋白饮料工厂 AGV 物流改造项目', en: 'AGV retrofit for a plant-based drinks factory in Jiangxi' },
    summary: {
      zh: '在层高仅 9 米的既有厂房内，以 28 台 AGV 完成空罐、原料与成品转运改造，45 天上线且不停产。',
      en: 'In an existing 9 m high building, 28 AGVs took over empty cans, ingredients and finished goods; the retrofit went live in 45 days without stopping production.',
    },
    intro: {
      zh: '客户工厂建于 2008 年，厂房层高有限，不具备新建立体库的条件。',
      en: 'The factory dates from 2008 and its low roof ruled out a new high-bay store.',
    },
    background: {
      zh: '空罐、原料和成品在同一通道内由叉车往返转运，路线交叉多，高峰时通道拥堵。企业希望在不停产、不改建筑的前提下降低人工依赖。',
      en: 'Empty cans, ingredients and finished goods all moved by forklift through the same aisles, with many crossing routes and congestion at peak times. The company wanted to rely less on manual labour without stopping production or altering the building.',
    },
    solution: {
      zh: [
        '22 台叉车式 AGV，负责空罐上线与成品下线',
        '6 台定制车体 AGV，适配原料桶专用托盘',
        '调度系统与灌装线 PLC 对接，按设备状态自动叫料',
        '分区分批切换，每批改造在周末完成',
      ],
      en: [
        '22 forklift AGVs feeding empty cans and removing finished pallets',
        '6 custom-body AGVs matched to the special pallets used for ingredient drums',
        'Fleet manager linked to the filling line PLCs, calling material from machine status',
        'Cut-over zone by zone, each step completed over a weekend',
      ],
    },
    results: {
      zh: ['项目 45 天上线，改造期间未停产', '物流搬运人力减少 70%', '通道拥堵造成的等待基本消除'],
      en: ['Live in 45 days with no production stoppage', 'Material handling labour down 70%', 'Waiting caused by aisle congestion practically eliminated'],
    },
  },
  {
    category: 'foodBeverage',
    publishTime: '2019-11-12',
    image: { subject: 'stacker' },
    tags: ['brewing', 'zhejiang', 'wipBuffer'],
    title: { zh: '浙江某黄酒企业坛装陈酿立体库', en: 'Automated aging store for jars of rice wine in Zhejiang' },
    summary: {
      zh: '特种系列堆垛机存取坛装陈酿，6,400 个货位替代 21,000 m² 的传统堆场，酒龄信息逐坛可查。',
      en: 'Special-series stacker cranes handle jars of aging wine: 6,400 positions replace a 21,000 m² traditional yard, and the age of every jar is on record.',
    },
    intro: {
      zh: '黄酒需在陶坛中陈放三至十年，酒龄是定价和勾调的重要依据。',
      en: 'Rice wine ages for three to ten years in clay jars, and its age drives both blending and price.',
    },
    background: {
      zh: '传统做法是将酒坛层层堆叠在大面积库房中，定期人工翻堆检查，劳动强度大、破损率高，酒龄和批次依靠坛身标记和台账，查找困难。',
      en: 'Jars were traditionally stacked in large sheds and turned over by hand for inspection: heavy work with frequent breakage. Age and batch were marked on the jar and in ledgers, so finding a given lot was difficult.',
    },
    solution: {
      zh: [
        '4 台特种系列堆垛机，配置防晃动柔性货叉',
        '6,400 个专用托盘货位，库内恒温 15–20℃',
        'WMS 记录每坛的入坛日期、批次与酒龄，勾调时按配方出库',
      ],
      en: [
        '4 special-series stacker cranes with compliant forks that limit sway',
        '6,400 positions for purpose-built jar pallets, held at 15–20 °C',
        'WMS recording fill date, batch and age of each jar and retrieving jars to the blending recipe',
      ],
    },
    results: {
      zh: ['陈酿区占地由 21,000 m² 减至 6,500 m²', '取消人工翻堆，酒坛破损率下降 95%', '任一坛酒的酒龄与批次可在 10 秒内查到'],
      en: ['Aging area reduced from 21,000 m² to 6,500 m²', 'Manual restacking abolished and jar breakage down 95%', 'Age and batch of any jar found within 10 seconds'],
    },
  },
  {
    category: 'foodBeverage',
    publishTime: '2026-05-21',
    image: { subject: 'software' },
    tags: ['condiment', 'fujian', 'finishedGoods', 'chengwanAutomation'],
    title: { zh: '福建某调味品企业老旧立体库控制系统升级项目', en: 'Control system upgrade of an ageing AS/RS for a condiment producer in Fujian' },
    summary: {
      zh: '保留原有货架与堆垛机机械结构，更换电控与 WCS 并引入数字孪生，故障停机时间下降 68%。',
      en: 'Racking and crane mechanics were kept while controls and WCS were replaced and a digital twin added; downtime fell 68%.',
    },
    intro: {
      zh: '客户的成品立体库建于 2012 年，共 6 个巷道，机械状况良好但电控系统已停产。',
      en: 'The customer\'s six-aisle AS/RS was built in 2012; its mechanics were sound but the control hardware was no longer made.',
    },
    background: {
      zh: '备件采购周期长，一旦控制器故障往往停机数日。原 WCS 无法对接新上线的 ERP，出入库能力也已跟不上销量增长。',
      en: 'Spare parts took months to source and a controller failure could stop the store for days. The old WCS could not talk to the newly introduced ERP, and throughput no longer kept pace with sales.',
    },
    solution: {
      zh: [
        '6 台堆垛机更换变频器、PLC 与定位系统，机械部分翻新保留',
        '以云栈 WCS 替换原控制软件，与新 ERP 及 WMS 对接',
        '数字孪生平台实时映射设备状态，辅助预测性维护',
        '澄湾自动化工程负责现场电气施工，分巷道切换',
      ],
      en: [
        'New drives, PLCs and positioning on all 6 cranes; mechanics refurbished and kept',
        'Yunzhan WCS replacing the old control software and connected to the new ERP and WMS',
        'Digital twin platform mirroring equipment status to support predictive maintenance',
        'On-site electrical work by Chengwan Automation Engineering, one aisle at a time',
      ],
    },
    results: {
      zh: ['设备故障停机时间下降 68%', '出入库能力提升 25%', '单位出入库能耗下降 15%'],
      en: ['Equipment downtime down 68%', 'Throughput up 25%', 'Energy per pallet moved down 15%'],
    },
  },
  // ───────────────────────────── Pharmaceuticals and healthcare ─────────────────────────────
  {
    category: 'medicine',
    publishTime: '2020-08-26',
    image: { subject: 'warehouse' },
    tags: ['pharmaceutical', 'zhejiang', 'rawMaterial'],
    title: { zh: '浙江某制剂企业 GMP 原辅料立体库', en: 'GMP raw material AS/RS for a drug manufacturer in Zhejiang' },
    summary: {
      zh: '阴凉与常温双温区立体库配合协作 AGV 向称量间配送，物料类 GMP 偏差由月均 6 起降为零。',
      en: 'A two-zone (cool and ambient) AS/RS and collaborative AGVs supplying the weighing rooms brought material-related GMP deviations from six a month to zero.',
    },
    intro: {
      zh: '客户生产口服固体制剂，产品出口欧美市场，需同时满足国内 GMP 与海外审计要求。',
      en: 'The customer makes oral solid dosage forms for export to Europe and North America, and must satisfy Chinese GMP as well as overseas audits.',
    },
    background: {
      zh: '原辅料品种多、批次多，存储温度要求不一。原仓库依靠纸质记录和人工复核，称量前的取样、放行流程繁琐，审计时追溯单批物料去向往往需要半天。',
      en: 'Many materials and batches need different storage temperatures. Paper records and manual double-checks governed the store, sampling and release before weighing were cumbersome, and tracing one batch during an audit could take half a day.',
    },
    solution: {
      zh: [
        '6 台中型系列堆垛机，7,200 个货位，分设阴凉区（≤20℃）与常温区',
        '4 台协作 AGV 将放行物料送至称量间缓冲区',
        'WMS 支持电子签名、审计追踪与权限分级，完成计算机化系统验证',
      ],
      en: [
        '6 medium-series stacker cranes, 7,200 positions, split into a cool zone (≤ 20 °C) and an ambient zone',
        '4 collaborative AGVs delivering released material to the weighing room buffer',
        'WMS with electronic signatures, audit trail and role-based access, validated as a computerised system',
      ],
    },
    results: {
      zh: ['物料相关 GMP 偏差由月均 6 起降为零', '单批物料追溯时间由半天缩短至 5 分钟', '顺利通过两次海外客户现场审计'],
      en: ['Material-related GMP deviations down from 6 a month to zero', 'Tracing a batch takes 5 minutes instead of half a day', 'Two on-site audits by overseas customers passed'],
    },
  },
  {
    category: 'medicine',
    publishTime: '2022-03-17',
    image: { subject: 'stacker' },
    tags: ['pharmaceutical', 'yunnan', 'rawMaterial', 'finishedGoods'],
    title: { zh: '云南某中药企业药材及饮片立体库', en: 'Herbal material and decoction piece AS/RS for a TCM company in Yunnan' },
    summary: {
      zh: '11,000 个货位分区控温控湿，药材从产地批次到饮片成品全程可追溯，霉变虫蛀损耗下降 80%。',
      en: '11,000 positions in temperature- and humidity-controlled zones trace every herb from source batch to finished pieces; losses to mould and insects fell 80%.',
    },
    intro: {
      zh: '客户在云南拥有多个道地药材种植基地，并生产中药饮片与配方颗粒。',
      en: 'The customer grows medicinal herbs at several sites in Yunnan and produces decoction pieces and granules.',
    },
    background: {
      zh: '药材采收季集中入库，体积大、易吸潮，对温湿度和防虫要求高。原有库房分散，养护依靠人工巡查，产地和批次信息在加工环节容易断档。',
      en: 'Herbs arrive all at once at harvest, are bulky and absorb moisture, and need careful climate and pest control. Stores were scattered, upkeep relied on manual rounds and the origin and batch of a herb were often lost during processing.',
    },
    solution: {
      zh: [
        '8 台中型系列堆垛机，11,000 个托盘货位',
        '库区按阴凉、常温、低湿分为三个区，温湿度在线监测',
        'WMS 记录产地、采收期与检验结果，与生产系统共享批次信息',
      ],
      en: [
        '8 medium-series stacker cranes with 11,000 pallet positions',
        'Three zones (cool, ambient, low-humidity) with continuous climate monitoring',
        'WMS recording origin, harvest date and test results, sharing batch data with production',
      ],
    },
    results: {
      zh: ['霉变、虫蛀造成的损耗下降 80%', '药材至饮片全程批次追溯', '养护巡检人员由 12 人减至 3 人'],
      en: ['Losses to mould and insects down 80%', 'Batch traceability from raw herb to finished product', 'Storage upkeep staff reduced from 12 to 3'],
    },
  },
  {
    category: 'medicine',
    publishTime: '2024-01-23',
    image: { subject: 'agv' },
    tags: ['medicalDevice', 'jiangsu', 'wipBuffer'],
    title: { zh: '江苏某医用耗材企业灭菌解析立体库', en: 'Post-sterilisation aeration AS/RS for a medical consumables maker in Jiangsu' },
    summary: {
      zh: 'AGV 将环氧乙烷灭菌后的产品直接送入解析立体库，作业人员不再进入解析区，解析周期逐托记录。',
      en: 'AGVs carry ethylene-oxide-sterilised products straight into an automated aeration store, so staff no longer enter the area and each pallet\'s aeration time is logged.',
    },
    intro: {
      zh: '客户生产注射器、输液器等一次性医用耗材，产品出厂前须完成环氧乙烷灭菌与解析。',
      en: 'The customer makes syringes, infusion sets and other single-use devices, which are sterilised with ethylene oxide and aerated before release.',
    },
    background: {
      zh: '解析需在加温环境中持续 7 至 14 天。原解析间为平面堆放，人工叉车进出会接触残留气体，且解析时间以手工登记为准，放行依据不够严谨。',
      en: 'Aeration takes 7 to 14 days at elevated temperature. Pallets were floor-stacked, forklift drivers were exposed to residual gas, and aeration times were logged by hand, a weak basis for product release.',
    },
    solution: {
      zh: [
        '18 台叉车式 AGV 连接 9 台灭菌柜与解析库',
        '4 台中型系列堆垛机，解析库 3,600 个货位，库内保持 40℃',
        'WMS 逐托记录灭菌批号与解析起止时间，到期自动转入放行检验',
      ],
      en: [
        '18 forklift AGVs linking 9 sterilisers with the aeration store',
        '4 medium-series stacker cranes serving 3,600 positions held at 40 °C',
        'WMS logging sterilisation lot and aeration start and end for every pallet, moving it to release testing when due',
      ],
    },
    results: {
      zh: ['人员无需进入解析区作业', '解析时间记录完整率 100%', '解析区容量提升 2.8 倍，占地减少 55%'],
      en: ['No staff need to enter the aeration area', 'Complete aeration records for every pallet', 'Aeration capacity up 2.8 times on 55% less floor space'],
    },
  },
  {
    category: 'medicine',
    publishTime: '2023-06-28',
    image: { subject: 'warehouse' },
    tags: ['pharmaceutical', 'shaanxi', 'coldStorage'],
    title: { zh: '陕西某生物制品企业 2–8℃ 冷库自动化项目', en: '2–8 °C cold store automation for a biologics manufacturer in Shaanxi' },
    summary: {
      zh: '托盘库与料箱库同处 2–8℃ 环境，温度分布验证一次通过，冷库作业人员减少 75%。',
      en: 'Pallet and tote stores share a 2–8 °C space; temperature mapping passed at the first attempt and cold-room staffing fell 75%.',
    },
    intro: {
      zh: '客户生产疫苗和血液制品，成品和部分中间品需全程 2–8℃ 储存。',
      en: 'The customer produces vaccines and plasma products; finished goods and some intermediates must stay at 2–8 °C throughout.',
    },
    background: {
      zh: '冷库内人工拣选效率低，频繁开门影响温度稳定，员工需穿戴防寒服轮换作业。药监检查对温度记录和冷链完整性要求极为严格。',
      en: 'Manual picking in the cold room was slow, frequent door openings disturbed the temperature and staff had to rotate in thermal clothing. Regulators scrutinise temperature records and cold chain integrity closely.',
    },
    solution: {
      zh: [
        '4 台中型系列堆垛机（低温型），4,200 个托盘货位',
        '3 台轻型系列堆垛机组成料箱库，服务小批量出库',
        '快速卷帘门与风幕减少冷量损失，温度数据接入 WMS 长期存档',
      ],
      en: [
        '4 medium-series stacker cranes in low-temperature configuration, 4,200 pallet positions',
        '3 light-series stacker cranes in a tote store for small orders',
        'High-speed doors and air curtains to keep cold in, with temperature data archived in the WMS',
      ],
    },
    results: {
      zh: ['温度分布验证一次通过', '冷库内作业人员减少 75%', '温度偏差报警次数由每月 9 次降至不足 1 次'],
      en: ['Temperature mapping passed first time', 'Cold-room staff reduced by 75%', 'Temperature excursion alarms down from 9 a month to fewer than 1'],
    },
  },
  {
    category: 'medicine',
    publishTime: '2025-10-09',
    image: { subject: 'conveyor' },
    tags: ['pharmaceutical', 'henan', 'crossDocking', 'qizhouDigital'],
    title: { zh: '河南某医药流通企业区域分拨中心', en: 'Regional distribution centre for a pharmaceutical distributor in Henan' },
    summary: {
      zh: '整件与拆零分区处理，日处理订单行由 1.8 万提升至 4.5 万，拆零差错率降至万分之 0.5。',
      en: 'Separate flows for full cases and split cases raised daily order lines from 18,000 to 45,000 and cut the split-case error rate to 0.005%.',
    },
    intro: {
      zh: '该分拨中心面向省内约 2,600 家医院、诊所和药店，经营品规超过 2 万个。',
      en: 'The centre serves about 2,600 hospitals, clinics and pharmacies in the province and stocks more than 20,000 items.',
    },
    background: {
      zh: '医院订单品规多、数量小、时效要求高，带量采购实施后订单量快速增长。原仓库以人工拣选为主，夜间加班成为常态，差错率难以进一步降低。',
      en: 'Hospital orders contain many items in small quantities and are time-critical, and volume-based procurement has made them grow fast. Picking was largely manual, night overtime was routine and errors could not be pushed down further.',
    },
    solution: {
      zh: [
        '6 台中型系列堆垛机负责整件存储，9,800 个托盘货位',
        '8 台轻型系列堆垛机组成拆零料箱库，36,000 个料箱位',
        '输送分拣线按线路分道，16 台叉车式 AGV 负责补货',
        'WMS 管理批号、效期与药品追溯码，启舟数字科技参与追溯平台对接',
      ],
      en: [
        '6 medium-series stacker cranes for full cases, 9,800 pallet positions',
        '8 light-series stacker cranes in a split-case tote store with 36,000 locations',
        'Conveyor sortation by delivery route, with 16 forklift AGVs handling replenishment',
        'WMS managing lot, expiry and drug traceability codes; traceability platform link built with Qizhou Digital Technology',
      ],
    },
    results: {
      zh: ['日处理订单行由 1.8 万提升至 4.5 万', '拆零差错率降至万分之 0.5', '订单当日出库率 99.2%'],
      en: ['Daily order lines up from 18,000 to 45,000', 'Split-case error rate down to 0.005%', '99.2% of orders shipped the same day'],
    },
  },
  // ───────────────────────────── Automotive ─────────────────────────────
  {
    category: 'automotive',
    publishTime: '2021-09-14',
    image: { subject: 'stacker' },
    tags: ['vehicleAssembly', 'hubei', 'wipBuffer'],
    title: { zh: '湖北某整车厂冲压件立体缓存库', en: 'Stamped panel buffer AS/RS for a vehicle plant in Hubei' },
    summary: {
      zh: '重型堆垛机存取 2.5 吨级冲压件料架，冲压与焊装之间的叉车由 22 台减至 4 台。',
      en: 'Heavy-duty stacker cranes handle 2.5 t racks of stamped panels, cutting forklifts between press and body shops from 22 to 4.',
    },
    intro: {
      zh: '该整车厂年产能 30 万辆，冲压车间与焊装车间相距约 200 米。',
      en: 'The plant builds 300,000 vehicles a year; its press shop and body shop are about 200 m apart.',
    },
    background: {
      zh: '冲压件按批量生产、焊装按节拍消耗，中间需要大量缓存。料架原先在地面堆叠三层，叉车取放频繁，门板、侧围等外覆盖件磕碰返修率偏高。',
      en: 'Panels are pressed in batches but consumed at line takt, so a large buffer is needed. Racks were stacked three high on the floor, forklifts handled them constantly and outer panels such as doors and body sides were often dented and reworked.',
    },
    solution: {
      zh: [
        '4 台重型系列堆垛机，1,600 个料架货位，单位承重 2.5 吨',
        '10 台定制属具 AGV 重载叉取料架，连接冲压线尾与焊装线边',
        'WMS 与焊装 MES 联动，按车型排序自动出库',
      ],
      en: [
        '4 heavy-series stacker cranes, 1,600 rack positions rated at 2.5 t',
        '10 heavy-duty AGVs with custom rack-handling attachments linking press line ends to the body shop',
        'WMS linked to the body shop MES, retrieving racks in model sequence',
      ],
    },
    results: {
      zh: ['转运叉车由 22 台减至 4 台', '外覆盖件磕碰返修率下降 72%', '缓存区占地减少 58%'],
      en: ['Transfer forklifts cut from 22 to 4', 'Dent-related rework on outer panels down 72%', 'Buffer area reduced by 58%'],
    },
  },
  {
    category: 'automotive',
    publishTime: '2022-12-06',
    image: { subject: 'agv' },
    tags: ['autoParts', 'liaoning', 'lineFeeding'],
    title: { zh: '辽宁某座椅供应商排序供货（JIS）物流项目', en: 'Just-in-sequence delivery for a seat supplier in Liaoning' },
    summary: {
      zh: '背负式 AGV 按整车顺序将座椅送至发运口，排序差错由每月 5 起降为零，准时交付率 99.9%。',
      en: 'Piggyback AGVs bring seats to dispatch in vehicle build order; sequencing errors fell from five a month to zero and on-time delivery reached 99.9%.',
    },
    intro: {
      zh: '客户毗邻整车厂建厂，需在下单后 150 分钟内按装车顺序送达座椅。',
      en: 'The supplier sits next to the vehicle plant and must deliver seats in build sequence within 150 minutes of each call-off.',
    },
    background: {
      zh: '座椅配置组合超过 400 种，过去由人工按顺序单从缓存区取货装架，高峰期容易漏装、错序，一旦送错就可能导致整车线停线。',
      en: 'There are more than 400 seat configurations. Staff used to pick from a buffer to a printed sequence list and load delivery racks, and at peak times seats were missed or out of order; a single mistake could stop the vehicle line.',
    },
    solution: {
      zh: [
        '16 台背负式 AGV，连接装配线、排序缓存区与发运口',
        '2 台曲轨系列堆垛机管理 1,100 个座椅缓存位',
        'WCS 接收整车厂车序报文，自动生成排序与装架任务',
      ],
      en: [
        '16 piggyback AGVs connecting assembly, sequence buffer and dispatch',
        '2 curved-rail stacker cranes managing 1,100 seat buffer positions',
        'WCS receiving the vehicle plant\'s sequence messages and creating sequencing and rack-loading jobs',
      ],
    },
    results: {
      zh: ['排序差错由每月 5 起降为零', '准时交付率 99.9%', '排序岗位人员减少 60%'],
      en: ['Sequencing errors down from 5 a month to zero', 'On-time delivery of 99.9%', 'Sequencing staff reduced by 60%'],
    },
  },
  {
    category: 'automotive',
    publishTime: '2025-01-15',
    image: { subject: 'agv' },
    tags: ['vehicleAssembly', 'anhui', 'lineFeeding'],
    title: { zh: '安徽某新能源整车厂总装线边物流项目', en: 'Line-side logistics for an EV final assembly plant in Anhui' },
    summary: {
      zh: '56 台迷你顶升 AGV 承担总装线边料车配送，线边库存下降 45%，叫料响应时间不超过 8 分钟。',
      en: '56 mini lifting AGVs deliver trolleys to the final assembly line, cutting line-side stock by 45% with call-off response within 8 minutes.',
    },
    intro: {
      zh: '该工厂总装线节拍为 60 秒，共有 180 个工位，涉及零件约 2,300 种。',
      en: 'The final assembly line runs at a 60-second takt over 180 stations and uses about 2,300 different parts.',
    },
    background: {
      zh: '线边配送原由牵引车拖挂多节料车完成，路线固定、批量大，线边堆满料车，工位空间紧张，车型切换时物料调整缓慢。',
      en: 'Parts were delivered by tugger trains on fixed routes in large lots. Trolleys crowded the line side, stations were cramped and changing the model mix meant slow adjustments to material supply.',
    },
    solution: {
      zh: [
        '56 台迷你顶升 AGV（最高速度 2 m/s），潜入料车底部顶升搬运',
        '8 台协作 AGV 在人车混行的 SPS 拣选区作业',
        'MES 按工位消耗触发叫料，调度系统动态规划路径',
      ],
      en: [
        '56 mini lifting AGVs (top speed 2 m/s) that drive under trolleys and lift them',
        '8 collaborative AGVs working in the shared set-parts-supply picking area',
        'Call-offs triggered by station consumption in the MES, with dynamic routing by the fleet manager',
      ],
    },
    results: {
      zh: ['线边库存下降 45%', '叫料响应时间不超过 8 分钟', '线边物流人员由 70 人减至 26 人'],
      en: ['Line-side inventory down 45%', 'Call-off response within 8 minutes', 'Line-side logistics staff reduced from 70 to 26'],
    },
  },
  {
    category: 'automotive',
    publishTime: '2020-03-19',
    image: { subject: 'warehouse' },
    tags: ['autoParts', 'shandong', 'wipBuffer', 'finishedGoods'],
    title: { zh: '山东某铝合金轮毂企业毛坯及成品立体库', en: 'Blank and finished wheel AS/RS for an alloy wheel maker in Shandong' },
    summary: {
      zh: '9,000 个货位同时管理毛坯缓存与成品，涂装线换色等待减少一半，成品划伤投诉下降 80%。',
      en: '9,000 positions hold both blanks and finished wheels; paint-line colour-change waits halved and scratch complaints fell 80%.',
    },
    intro: {
      zh: '客户年产铝合金轮毂 800 万只，为国内外多家整车企业配套。',
      en: 'The customer produces 8 million alloy wheels a year for vehicle makers in China and abroad.',
    },
    background: {
      zh: '铸造、机加与涂装节拍不一致，毛坯需要缓存；成品规格超过 1,500 种，人工叉车搬运易造成划伤，涂装线也常因找不到对应规格的毛坯而等待。',
      en: 'Casting, machining and painting run at different rates, so blanks must be buffered. With over 1,500 finished variants, forklift handling scratched wheels, and the paint line often waited while staff searched for the right blanks.',
    },
    solution: {
      zh: [
        '8 台中型系列堆垛机，9,000 个专用托盘货位',
        '毛坯区与成品区共用巷道，WMS 分区管理',
        '12 台叉车式 AGV 连接机加线、涂装线与包装线',
      ],
      en: [
        '8 medium-series stacker cranes with 9,000 positions for dedicated wheel pallets',
        'Blank and finished zones sharing aisles, managed as separate areas in the WMS',
        '12 forklift AGVs connecting machining, painting and packing',
      ],
    },
    results: {
      zh: ['涂装线换色等待时间减少 50%', '成品划伤投诉下降 80%', '库存准确率由 96% 提升至 99.9%'],
      en: ['Colour-change waiting at the paint line halved', 'Scratch complaints down 80%', 'Inventory accuracy up from 96% to 99.9%'],
    },
  },
  {
    category: 'automotive',
    publishTime: '2026-06-10',
    image: { subject: 'stacker' },
    tags: ['autoParts', 'hunan', 'spareParts', 'crossDocking'],
    title: { zh: '湖南某汽车品牌售后备件区域中心', en: 'Regional service parts centre for a vehicle brand in Hunan' },
    summary: {
      zh: '40,000 个料箱位的备件库覆盖华中约 600 家服务网点，紧急订单 4 小时内出库。',
      en: 'A 40,000-tote parts store serves about 600 dealers and workshops in Central China and ships urgent orders within 4 hours.',
    },
    intro: {
      zh: '该中心负责湖南、湖北、江西三省的售后配件供应，在库品规约 3.8 万个。',
      en: 'The centre supplies service parts to Hunan, Hubei and Jiangxi and carries about 38,000 part numbers.',
    },
    background: {
      zh: '备件品种极多、单次需求量小，既有螺栓、滤芯等小件，也有保险杠、车门等大件。原仓库人工拣选路线长，紧急订单常需跨班次处理。',
      en: 'The range is huge and demand per item is small, from bolts and filters to bumpers and doors. Manual pick routes were long and urgent orders often rolled over to the next shift.',
    },
    solution: {
      zh: [
        '10 台轻型系列堆垛机组成料箱库，40,000 个料箱位',
        '4 台中型系列堆垛机存储托盘件，5,200 个货位；大件区保留人工货架',
        '10 个货到人拣选站，WMS 按网点线路合并发运',
      ],
      en: [
        '10 light-series stacker cranes in a 40,000-tote store',
        '4 medium-series stacker cranes for palletised parts, 5,200 positions; manual racking kept for bulky items',
        '10 goods-to-person stations, with WMS consolidating shipments by dealer route',
      ],
    },
    results: {
      zh: ['紧急订单 4 小时内出库', '拣选效率提升 3.2 倍', '网点订单满足率由 92% 提升至 97.5%'],
      en: ['Urgent orders shipped within 4 hours', 'Picking productivity up 3.2 times', 'Order fill rate for dealers up from 92% to 97.5%'],
    },
  },
  // ───────────────────────────── Electronics and appliances ─────────────────────────────
  {
    category: 'electronics',
    publishTime: '2019-05-30',
    image: { subject: 'stacker' },
    tags: ['homeAppliance', 'guangdong', 'finishedGoods'],
    title: { zh: '广东某空调企业成品立体库', en: 'Finished goods AS/RS for an air conditioner manufacturer in Guangdong' },
    summary: {
      zh: '20 台堆垛机、30,000 个货位承接旺季产能高峰，成品库占地减少 65%，旺季外租仓库全部退租。',
      en: '20 stacker cranes and 30,000 positions absorb the peak-season surge; the finished goods area shrank 65% and all rented overflow warehouses were given up.',
    },
    intro: {
      zh: '客户年产家用空调约 600 万套，室内机与室外机分开包装、配套发运。',
      en: 'The customer makes about 6 million residential air conditioners a year; indoor and outdoor units are packed separately and shipped as matched sets.',
    },
    background: {
      zh: '空调销售季节性强，春季需提前备货。原成品区为地面堆垛，旺季需在周边外租四座仓库，室内外机配套发运依赖人工核对，错配时有发生。',
      en: 'Sales are highly seasonal and stock is built up in spring. Finished units were floor-stacked and four overflow warehouses had to be rented each season; matching indoor and outdoor units was checked by hand and mismatches occurred.',
    },
    solution: {
      zh: [
        '20 台中型系列堆垛机，库高 26 m，30,000 个托盘货位',
        '24 台叉车式 AGV 承担 10 条总装线的下线入库',
        'WMS 按型号自动配对室内机与室外机，整套出库',
      ],
      en: [
        '20 medium-series stacker cranes in a 26 m store with 30,000 pallet positions',
        '24 forklift AGVs bringing output from 10 assembly lines into storage',
        'WMS pairing indoor and outdoor units by model and shipping complete sets',
      ],
    },
    results: {
      zh: ['成品区占地减少 65%', '四座外租仓库全部退租，年节省租金约 1,100 万元', '内外机错配投诉降为零'],
      en: ['Finished goods area down 65%', 'All four rented warehouses released, saving about RMB 11 million a year', 'No more complaints about mismatched units'],
    },
  },
  {
    category: 'electronics',
    publishTime: '2023-02-21',
    image: { subject: 'agv' },
    tags: ['consumerElectronics', 'fujian', 'rawMaterial', 'lineFeeding'],
    title: { zh: '福建某消费电子代工厂 SMT 物料自动配送项目', en: 'Automated SMT material supply for a consumer electronics manufacturer in Fujian' },
    summary: {
      zh: '料盘立体库与 32 台迷你顶升 AGV 配合，SMT 换线备料时间由 50 分钟缩短至 15 分钟。',
      en: 'A reel store and 32 mini lifting AGVs cut SMT changeover preparation from 50 to 15 minutes.',
    },
    intro: {
      zh: '客户拥有 28 条 SMT 贴片线，生产平板电脑、智能音箱等产品的主板。',
      en: 'The customer runs 28 SMT lines producing main boards for tablets, smart speakers and similar devices.',
    },
    background: {
      zh: '订单批量小、换线频繁，每次换线需准备上百盘物料。原物料员推车往返仓库与产线，找料、核料耗时长，湿敏元件的暴露时间也难以精确控制。',
      en: 'Orders are small and changeovers frequent, each needing over a hundred reels. Material handlers pushed carts between store and line, finding and checking reels took a long time, and floor life of moisture-sensitive parts was hard to control.',
    },
    solution: {
      zh: [
        '3 台轻型系列堆垛机组成料盘库，配置氮气柜式存储单元',
        '32 台迷你顶升 AGV 将备料车送至各 SMT 线',
        'WMS 与 MES 联动，按工单预备料，自动计算湿敏元件暴露时长',
      ],
      en: [
        '3 light-series stacker cranes in a reel store with nitrogen-purged storage units',
        '32 mini lifting AGVs taking kitting carts to each SMT line',
        'WMS linked to MES, kitting ahead of each work order and tracking floor life of moisture-sensitive parts',
      ],
    },
    results: {
      zh: ['换线备料时间由 50 分钟缩短至 15 分钟', '物料员由 56 人减至 18 人', '贴片线因缺料停机减少 90%'],
      en: ['Changeover preparation down from 50 to 15 minutes', 'Material handlers reduced from 56 to 18', 'SMT stoppages for missing material down 90%'],
    },
  },
  {
    category: 'electronics',
    publishTime: '2021-11-25',
    image: { subject: 'agv' },
    tags: ['homeAppliance', 'anhui', 'wipBuffer'],
    title: { zh: '安徽某洗衣机工厂钣金与注塑件半成品缓存项目', en: 'Sheet metal and moulded parts buffer for a washing machine plant in Anhui' },
    summary: {
      zh: '背负式 AGV 串联注塑、钣金与总装车间，半成品缓存区面积减少 40%，总装线缺件停线下降 85%。',
      en: 'Piggyback AGVs link moulding, sheet metal and final assembly; the WIP buffer area shrank 40% and assembly stops for missing parts fell 85%.',
    },
    intro: {
      zh: '该工厂年产滚筒与波轮洗衣机约 450 万台，注塑、钣金与总装分处三栋厂房。',
      en: 'The plant builds about 4.5 million front-loading and top-loading washing machines a year, with moulding, sheet metal and assembly in three separate buildings.',
    },
    background: {
      zh: '外桶、箱体等半成品体积大，原先用叉车经室外道路转运，雨天作业受限，半成品在各车间门口大量堆积，总装线仍时常缺件。',
      en: 'Drums, cabinets and other sub-assemblies are bulky. Forklifts moved them along outdoor roads, which was difficult in rain; parts piled up outside each building and assembly still ran short.',
    },
    solution: {
      zh: [
        '26 台背负式 AGV，通过新建连廊往返三栋厂房',
        '料箱式半成品缓存区，配置 2 台曲轨系列堆垛机，2,400 个缓存位',
        'WCS 按总装计划拉动注塑与钣金配送',
      ],
      en: [
        '26 piggyback AGVs travelling between the three buildings via new covered bridges',
        'WIP buffer with 2 curved-rail stacker cranes and 2,400 positions',
        'WCS pulling moulded and sheet metal parts according to the assembly plan',
      ],
    },
    results: {
      zh: ['半成品缓存区面积减少 40%', '总装线缺件停线下降 85%', '室外叉车转运全部取消'],
      en: ['WIP buffer area down 40%', 'Assembly stops for missing parts down 85%', 'No more outdoor forklift traffic'],
    },
  },
  {
    category: 'electronics',
    publishTime: '2024-07-18',
    image: { subject: 'stacker' },
    tags: ['consumerElectronics', 'sichuan', 'wipBuffer'],
    title: { zh: '四川某显示模组企业洁净室卡匣立体库', en: 'Cleanroom cassette stocker for a display module maker in Sichuan' },
    summary: {
      zh: '特种系列堆垛机在千级洁净环境中存取玻璃基板卡匣，制程间等待缩短 30%，搬运碎片率降至 0.01%。',
      en: 'Special-series stacker cranes handle glass substrate cassettes in a Class 1000 cleanroom, cutting waits between processes by 30% and breakage to 0.01%.',
    },
    intro: {
      zh: '客户生产车载及平板显示模组，前段工序对洁净度和振动极为敏感。',
      en: 'The customer makes automotive and tablet display modules, and its front-end processes are highly sensitive to particles and vibration.',
    },
    background: {
      zh: '卡匣原由人工推车在各工序间转运，既带入颗粒污染，也存在碰撞风险。工序间缓存分散在洁净室各处，占用了宝贵的洁净面积。',
      en: 'Cassettes were moved between processes on hand carts, bringing in particles and risking knocks. Buffers were scattered across the cleanroom, using up expensive clean floor space.',
    },
    solution: {
      zh: [
        '3 台特种系列洁净型堆垛机，低发尘设计，运行平稳',
        '1,800 个卡匣货位，货架采用防静电材料',
        '8 台定制车体 AGV 在工序设备与立体库之间转运卡匣',
      ],
      en: [
        '3 special-series cleanroom stacker cranes with low particle emission and smooth motion',
        '1,800 cassette positions on anti-static racking',
        '8 custom-body AGVs moving cassettes between process tools and the stocker',
      ],
    },
    results: {
      zh: ['工序间等待时间缩短 30%', '搬运碎片率降至 0.01%', '节省洁净室面积约 900 m²'],
      en: ['Waiting between processes down 30%', 'Handling breakage down to 0.01%', 'About 900 m² of cleanroom space freed'],
    },
  },
  {
    category: 'electronics',
    publishTime: '2025-12-04',
    image: { subject: 'warehouse' },
    tags: ['homeAppliance', 'henan', 'packagingMaterial', 'tuolanIntegration'],
    title: { zh: '河南某冰箱工厂包材库与产线配送项目', en: 'Packaging store and line supply for a refrigerator plant in Henan' },
    summary: {
      zh: '泡沫、纸箱等大体积包材集中存放并按节拍配送，包材库占地减少 48%，配送人员减少 65%。',
      en: 'Bulky foam and cartons are stored centrally and delivered to takt; the packaging store is 48% smaller and delivery staff fell 65%.',
    },
    intro: {
      zh: '工厂共有 8 条冰箱总装线，每天消耗包材约 1,100 托。',
      en: 'The plant has 8 refrigerator assembly lines that consume about 1,100 pallets of packaging a day.',
    },
    background: {
      zh: '包材体积大、重量轻，堆放占地多且易倒塌。不同型号对应不同包材，原先靠人工看板要料，错送、迟送造成包装工位频繁等待。',
      en: 'Packaging is bulky and light, takes a lot of floor space and topples easily. Each model needs different packaging; calls were made by hand with kanban cards, and wrong or late deliveries kept packing stations waiting.',
    },
    solution: {
      zh: [
        '6 台中型系列堆垛机（轻载高速配置），8,400 个货位',
        '20 台叉车式 AGV 按总装排产配送至包装工位',
        'WMS 对接排产系统，换型前自动切换包材；拓岚系统集成负责输送线安装',
      ],
      en: [
        '6 medium-series stacker cranes in a light-load, high-speed configuration with 8,400 positions',
        '20 forklift AGVs supplying packing stations in line with the assembly schedule',
        'WMS linked to scheduling so packaging switches automatically before a model change; conveyors installed by Tuolan Systems Integration',
      ],
    },
    results: {
      zh: ['包材库占地减少 48%', '配送人员减少 65%', '包装工位等料时间下降 90%'],
      en: ['Packaging store area down 48%', 'Delivery staff reduced by 65%', 'Waiting at packing stations down 90%'],
    },
  },
  // ───────────────────────────── Tobacco ─────────────────────────────
  {
    category: 'tobacco',
    publishTime: '2019-03-27',
    image: { subject: 'stacker' },
    tags: ['cigarette', 'yunnan', 'rawMaterial'],
    title: { zh: '云南某卷烟厂片烟醇化立体库', en: 'Leaf aging AS/RS for a cigarette factory in Yunnan' },
    summary: {
      zh: '14 台堆垛机、20,000 个烟箱货位，醇化环境全程监测，配方投料实现按批次自动出库。',
      en: '14 stacker cranes and 20,000 case positions monitor the aging climate throughout and retrieve leaf by batch for each blend.',
    },
    intro: {
      zh: '片烟需在恒定温湿度下醇化 18 至 30 个月，是卷烟原料管理的关键环节。',
      en: 'Strip tobacco ages for 18 to 30 months at stable temperature and humidity, a critical step in raw material management.',
    },
    background: {
      zh: '工厂原有六座醇化平库，烟箱堆高受限，温湿度靠人工记录。配方投料时需人工按产地、等级、年份找箱，作业量大且容易出错。',
      en: 'The factory had six aging sheds with limited stacking height and climate readings noted by hand. For each blend, staff had to find cases by origin, grade and year, a heavy and error-prone job.',
    },
    solution: {
      zh: [
        '14 台中型系列堆垛机，20,000 个烟箱货位',
        '库区温湿度在线监测并与空调系统联动',
        'WMS 按产地、等级、年份管理烟箱，依据配方单自动组批出库',
      ],
      en: [
        '14 medium-series stacker cranes with 20,000 case positions',
        'Continuous climate monitoring linked to the HVAC system',
        'WMS tracking cases by origin, grade and year and assembling blend batches automatically',
      ],
    },
    results: {
      zh: ['六座平库合并为一座立体库，节约用地 70%', '配方投料出库准确率 100%', '醇化期温湿度记录完整可查'],
      en: ['Six sheds replaced by one AS/RS, saving 70% of the land', '100% accuracy in blend retrieval', 'Complete climate records for the whole aging period'],
    },
  },
  {
    category: 'tobacco',
    publishTime: '2020-12-10',
    image: { subject: 'warehouse' },
    tags: ['tobaccoLeaf', 'henan', 'finishedGoods'],
    title: { zh: '河南某烟叶复烤厂成品片烟库', en: 'Finished strip store for a leaf redrying plant in Henan' },
    summary: {
      zh: '复烤季高峰每日入库 2,600 箱，由堆垛机与 AGV 接续完成，复烤季用工减少 120 人次。',
      en: 'At the height of the redrying season 2,600 cases a day go into stock via AGVs and stacker cranes, saving 120 temporary workers.',
    },
    intro: {
      zh: '复烤厂每年 8 月至次年 1 月集中生产，成品片烟装箱后调往各卷烟厂。',
      en: 'The plant redries leaf from August to January and ships the packed strips to cigarette factories.',
    },
    background: {
      zh: '复烤季生产集中、时间紧，需临时招聘大量搬运工，人工码垛和叉车作业强度大。成品烟箱信息由纸质标签记录，调拨时核对繁琐。',
      en: 'The season is short and intense, requiring many temporary workers for stacking and forklift work. Case data lived on paper labels, making transfers slow to check.',
    },
    solution: {
      zh: [
        '8 台中型系列堆垛机，12,000 个烟箱货位',
        '12 台叉车式 AGV 连接打包线与立体库',
        '烟箱 RFID 标签与 WMS 绑定，调拨出库自动核验',
      ],
      en: [
        '8 medium-series stacker cranes with 12,000 case positions',
        '12 forklift AGVs linking the packing line and the store',
        'RFID tags on each case bound to the WMS, with automatic checks on transfer',
      ],
    },
    results: {
      zh: ['复烤季临时用工减少 120 人次', '高峰日入库 2,600 箱无积压', '调拨出库核验时间缩短 80%'],
      en: ['120 fewer temporary workers per season', '2,600 cases a day stored at peak without backlog', 'Transfer checks 80% faster'],
    },
  },
  {
    category: 'tobacco',
    publishTime: '2022-08-11',
    image: { subject: 'agv' },
    tags: ['cigarette', 'hunan', 'packagingMaterial', 'lineFeeding'],
    title: { zh: '湖南某卷烟厂辅料库及卷接包机组配送项目', en: 'Auxiliary materials store and maker-packer supply for a cigarette factory in Hunan' },
    summary: {
      zh: '36 台 AGV 向 42 台卷接包机组配送盘纸、商标纸等辅料，辅料配送准时率 99.8%。',
      en: '36 AGVs supply bobbins, labels and other materials to 42 maker-packer sets with 99.8% on-time delivery.',
    },
    intro: {
      zh: '工厂生产 40 余个规格的卷烟，辅料品种约 600 种。',
      en: 'The factory makes more than 40 cigarette brands and uses about 600 auxiliary materials.',
    },
    background: {
      zh: '盘纸、接装纸、商标纸和滤棒等辅料按牌号各不相同，换牌时需要快速、准确地替换。原先由人工叉车配送，高峰期响应慢，机台经常等料。',
      en: 'Cigarette paper, tipping paper, labels and filters differ by brand and must be swapped quickly and correctly at each brand change. Forklift delivery was slow at peak times and machines often waited.',
    },
    solution: {
      zh: [
        '10 台中型系列堆垛机，辅料立体库 9,600 个货位',
        '24 台叉车式 AGV 负责整托配送',
        '12 台定制属具 AGV 专用于盘纸搬运与上料',
        'WMS 依据排产计划和机台消耗自动补料',
      ],
      en: [
        '10 medium-series stacker cranes, 9,600 positions for auxiliary materials',
        '24 forklift AGVs for full-pallet delivery',
        '12 AGVs with customized attachments dedicated to bobbin handling and loading',
        'WMS replenishing automatically from the schedule and machine consumption',
      ],
    },
    results: {
      zh: ['辅料配送准时率 99.8%', '换牌等料时间缩短 70%', '辅料配送人员减少 58%'],
      en: ['99.8% on-time delivery of materials', 'Waiting at brand changes down 70%', 'Delivery staff reduced by 58%'],
    },
  },
  {
    category: 'tobacco',
    publishTime: '2024-03-29',
    image: { subject: 'conveyor' },
    tags: ['cigarette', 'fujian', 'finishedGoods'],
    title: { zh: '福建某卷烟厂成品件烟立体库改扩建项目', en: 'Finished case store expansion for a cigarette factory in Fujian' },
    summary: {
      zh: '在不停产的情况下将成品库货位由 8,000 个扩至 14,500 个，出库能力提升 60%。',
      en: 'Without interrupting production, the finished case store grew from 8,000 to 14,500 positions and throughput rose by 60%.',
    },
    intro: {
      zh: '客户原有成品立体库于 2011 年投用，随产量增长已长期满负荷运行。',
      en: 'The factory\'s finished goods AS/RS opened in 2011 and had been running at full capacity for years as output grew.',
    },
    background: {
      zh: '扩建场地紧邻原库，改造期间每天仍需出库约 5,000 件。原输送线与控制系统老化，新旧系统还需统一调度。',
      en: 'The extension site adjoined the existing store, which still had to dispatch about 5,000 cases a day during the works. Conveyors and controls were worn out, and old and new sections had to run as one system.',
    },
    solution: {
      zh: [
        '新增 5 台中型系列堆垛机，货位增至 14,500 个',
        '原有 6 台堆垛机电控升级，新旧设备统一接入云栈 WCS',
        '出库输送线重建，按商业公司线路分道出库',
      ],
      en: [
        '5 additional medium-series stacker cranes, bringing the total to 14,500 positions',
        'Control upgrade of the 6 existing cranes, with old and new equipment under the Yunzhan WCS',
        'Outbound conveyors rebuilt and split by distribution company route',
      ],
    },
    results: {
      zh: ['改扩建期间未影响正常出库', '出库能力提升 60%', '设备综合故障率下降 45%'],
      en: ['Normal dispatch maintained throughout the works', 'Throughput up 60%', 'Overall equipment failure rate down 45%'],
    },
  },
  {
    category: 'tobacco',
    publishTime: '2026-09-17',
    image: { subject: 'software' },
    tags: ['cigarette', 'shaanxi', 'spareParts'],
    title: { zh: '陕西某卷烟厂备品备件库与设备管理平台', en: 'Spare parts store and equipment management platform for a cigarette factory in Shaanxi' },
    summary: {
      zh: '备件库与设备管理系统打通，备件库存资金下降 26%，关键备件缺货导致的停机归零。',
      en: 'Linking the spare parts store with equipment management cut spares inventory by 26% and ended downtime caused by missing critical parts.',
    },
    intro: {
      zh: '该厂共有卷接包、制丝等设备 300 余台套，在库备件约 1.6 万种。',
      en: 'The factory operates more than 300 machines in primary and secondary processing and stocks about 16,000 spare parts.',
    },
    background: {
      zh: '备件采购依靠经验判断，常用件积压、关键件缺货并存。维修领料需人工查账找货，设备维修记录与备件消耗数据互不相通。',
      en: 'Purchasing relied on experience, so common parts piled up while critical ones ran out. Technicians looked up ledgers to find parts, and maintenance records were not linked to parts consumption.',
    },
    solution: {
      zh: [
        '2 台轻型系列堆垛机组成备件料箱库，7,600 个料箱位',
        '设备管理系统记录点检、维修与更换，自动生成备件需求',
        '供应商管理系统管理采购周期与质量评价',
      ],
      en: [
        '2 light-series stacker cranes in a spare parts tote store with 7,600 locations',
        'Equipment management software recording inspections, repairs and replacements and generating parts demand',
        'Supplier management software tracking lead times and quality ratings',
      ],
    },
    results: {
      zh: ['备件库存资金下降 26%', '关键备件缺货导致的停机降为零', '维修领料时间由 20 分钟缩短至 3 分钟'],
      en: ['Spare parts inventory value down 26%', 'No downtime from missing critical parts', 'Time to issue parts to maintenance down from 20 to 3 minutes'],
    },
  },
  // ───────────────────────────── Cold chain ─────────────────────────────
  {
    category: 'coldChain',
    publishTime: '2021-01-20',
    image: { subject: 'stacker' },
    tags: ['frozenFood', 'henan', 'coldStorage', 'hengzeColdChain'],
    title: { zh: '河南某速冻食品企业 -25℃ 冷冻立体库', en: '-25 °C frozen AS/RS for a frozen food producer in Henan' },
    summary: {
      zh: '8 台低温堆垛机在 -25℃ 环境中连续作业，12,600 个货位替代三座冷冻平库，单位库容能耗下降 35%。',
      en: 'Eight low-temperature stacker cranes run continuously at -25 °C; 12,600 positions replace three frozen floor stores and energy per pallet stored fell 35%.',
    },
    intro: {
      zh: '客户生产水饺、汤圆等速冻米面食品，年产量约 30 万吨。',
      en: 'The customer makes frozen dumplings, rice balls and similar products, about 300,000 tonnes a year.',
    },
    background: {
      zh: '冷冻平库层高仅 8 米，库容利用率低，三座库分散运行能耗高。人员在 -25℃ 环境中每次只能连续作业 40 分钟，冬季节前备货时招工尤其困难。',
      en: 'The frozen stores were only 8 m high, poorly utilised and expensive to run as three separate buildings. Staff could work only 40 minutes at a time at -25 °C, and hiring for the pre-holiday build-up in winter was especially hard.',
    },
    solution: {
      zh: [
        '8 台中型系列低温型堆垛机，库高 22 m，12,600 个托盘货位',
        '库外设 0–4℃ 穿堂缓冲区，减少冷量损失',
        '衡泽冷链工程负责库体与制冷系统，WMS 按生产日期先进先出',
      ],
      en: [
        '8 medium-series low-temperature stacker cranes, 22 m high, 12,600 pallet positions',
        'A 0–4 °C anteroom outside the store to limit cold loss',
        'Enclosure and refrigeration by Hengze Cold Chain Engineering; WMS enforcing FIFO by production date',
      ],
    },
    results: {
      zh: ['单位库容制冷能耗下降 35%', '冷库内常驻作业人员由 30 人减至 4 人', '节前备货高峰日出库 1,500 托'],
      en: ['Refrigeration energy per pallet stored down 35%', 'Staff working inside the freezer reduced from 30 to 4', '1,500 pallets shipped on the busiest pre-holiday days'],
    },
  },
  {
    category: 'coldChain',
    publishTime: '2023-10-26',
    image: { subject: 'park' },
    tags: ['freshProduce', 'shandong', 'crossDocking', 'coldStorage'],
    title: { zh: '山东某农产品冷链物流园区项目', en: 'Cold chain logistics park for fresh produce in Shandong' },
    summary: {
      zh: '多温区冷库、越库分拨中心与园区车辆调度一体规划，蔬菜从入园到装车平均用时由 9 小时缩短至 3.5 小时。',
      en: 'Multi-temperature cold stores, a cross-dock and park-wide vehicle scheduling were planned as one; vegetables now go from gate to outbound truck in 3.5 hours instead of 9.',
    },
    intro: {
      zh: '园区位于蔬菜主产区，日均集散蔬菜约 3,000 吨，主要供应京津和长三角市场。',
      en: 'The park sits in a major vegetable-growing area and handles about 3,000 tonnes a day, mostly bound for Beijing, Tianjin and the Yangtze River Delta.',
    },
    background: {
      zh: '产地收购集中在下午和傍晚，夜间集中发车。原园区冷库各自经营，车辆无序排队，预冷不及时导致损耗率高达 12%。',
      en: 'Buying from growers peaks in the afternoon and trucks leave at night. Cold stores were run separately, trucks queued at random and delayed pre-cooling pushed losses as high as 12%.',
    },
    solution: {
      zh: [
        '0–4℃ 与 -18℃ 两个温区，8 台中型系列低温型堆垛机，共 9,800 个货位',
        '2,400 m² 越库分拨区，按目的城市分道集货',
        'TMS 统一调度进出园车辆与月台，大数据平台分析品类流量',
      ],
      en: [
        'Two temperature zones (0–4 °C and -18 °C) with 8 medium-series low-temperature stacker cranes and 9,800 positions',
        'A 2,400 m² cross-dock consolidating loads by destination city',
        'TMS scheduling vehicles and docks for the whole park; big data platform analysing flows by product',
      ],
    },
    results: {
      zh: ['入园到装车平均用时由 9 小时缩短至 3.5 小时', '蔬菜流通损耗率由 12% 降至 5%', '园区车辆平均排队时间减少 70%'],
      en: ['Gate to outbound truck in 3.5 hours instead of 9', 'Product losses down from 12% to 5%', 'Average vehicle queuing time down 70%'],
    },
  },
  {
    category: 'coldChain',
    publishTime: '2025-05-08',
    image: { subject: 'warehouse' },
    tags: ['frozenFood', 'hubei', 'coldStorage', 'crossDocking'],
    title: { zh: '湖北某第三方冷链企业多货主共享冷库', en: 'Multi-client shared cold store for a cold chain 3PL in Hubei' },
    summary: {
      zh: '一座 -18℃ 立体库同时服务 40 余家货主，多货主 WMS 自动计费，库容利用率由 68% 提升至 91%。',
      en: 'One -18 °C AS/RS serves more than 40 clients with automatic billing in a multi-client WMS; space utilisation rose from 68% to 91%.',
    },
    intro: {
      zh: '客户是华中地区的冷链第三方物流企业，服务餐饮连锁、食品加工与商超客户。',
      en: 'The customer is a third-party cold chain operator in Central China serving restaurant chains, food processors and supermarkets.',
    },
    background: {
      zh: '货主数量多、SKU 变化快，原冷库按货主划分固定区域，旺季有的区域爆仓、有的区域空置。仓储费按面积估算，与货主结算时争议不少。',
      en: 'Clients and SKUs change often. Each client had a fixed area of the cold store, so some areas overflowed in peak season while others stood empty. Fees were estimated by floor area, which led to frequent billing disputes.',
    },
    solution: {
      zh: [
        '6 台中型系列低温型堆垛机，10,200 个托盘货位，货位不再按货主固定',
        '10 台叉车式 AGV 在 0–4℃ 穿堂与分拨区作业',
        '多货主 WMS 按托·天自动计费，货主可在线查询库存与出入库记录',
      ],
      en: [
        '6 medium-series low-temperature stacker cranes, 10,200 pallet positions shared by all clients',
        '10 forklift AGVs working in the 0–4 °C anteroom and cross-dock',
        'Multi-client WMS billing per pallet-day automatically, with an online portal for stock and movements',
      ],
    },
    results: {
      zh: ['库容利用率由 68% 提升至 91%', '结算争议基本消除，对账时间缩短 85%', '新货主入驻上线时间由 2 周缩短至 2 天'],
      en: ['Space utilisation up from 68% to 91%', 'Billing disputes practically gone; reconciliation 85% faster', 'New clients onboarded in 2 days instead of 2 weeks'],
    },
  },
  {
    category: 'coldChain',
    publishTime: '2026-10-15',
    image: { subject: 'stacker' },
    tags: ['freshProduce', 'shaanxi', 'coldStorage'],
    title: { zh: '陕西某果业公司苹果气调立体库', en: 'Controlled-atmosphere apple AS/RS for a fruit company in Shaanxi' },
    summary: {
      zh: '气调库低氧环境中由堆垛机全自动存取，单间可按需开库出货，苹果贮藏期延长至 9 个月。',
      en: 'Stacker cranes work fully automatically in a low-oxygen store, so individual rooms can be opened on demand and apples keep for up to 9 months.',
    },
    intro: {
      zh: '客户在渭北苹果产区经营果品收购与销售，年贮藏能力 5 万吨。',
      en: 'The company buys and sells apples from the Weibei growing area and stores 50,000 tonnes a year.',
    },
    background: {
      zh: '传统气调库一旦开门出货，整间库的气调环境即被破坏，只能一次性清库。人员无法进入低氧环境，品质抽检和灵活出货都受到限制。',
      en: 'Opening a conventional controlled-atmosphere room breaks the atmosphere for the whole room, so it must be emptied at once. Nobody can enter the low-oxygen space, which limits quality checks and flexible selling.',
    },
    solution: {
      zh: [
        '4 台特种系列堆垛机，适应 1℃、低氧、高湿环境',
        '7,200 个果箱托盘货位，分为 12 个独立气调单元',
        '气闸式出入库口，出货时气调环境保持稳定；WMS 记录果园、等级与入库日期',
      ],
      en: [
        '4 special-series stacker cranes built for 1 °C, low oxygen and high humidity',
        '7,200 bin pallet positions in 12 independent controlled-atmosphere cells',
        'Airlock in- and outfeeds keep the atmosphere stable during picking; WMS recording orchard, grade and intake date',
      ],
    },
    results: {
      zh: ['苹果贮藏期延长至 9 个月，好果率 96%', '可按订单分批出货，反季销售均价提高约 20%', '气调库区无需人员进入'],
      en: ['Apples keep for up to 9 months with 96% sound fruit', 'Shipments by order allow off-season sales at about 20% higher average prices', 'No staff need to enter the controlled-atmosphere area'],
    },
  },
  // ───────────────────────────── Chemicals and materials ─────────────────────────────
  {
    category: 'chemical',
    publishTime: '2022-04-14',
    image: { subject: 'stacker' },
    tags: ['fineChemical', 'jiangsu', 'finishedGoods', 'yuanjiaSteel'],
    title: { zh: '江苏某涂料企业防爆型成品立体库', en: 'Explosion-protected finished goods AS/RS for a coatings maker in Jiangsu' },
    summary: {
      zh: '防爆型堆垛机与防爆 AGV 在甲类仓库内作业，危化品仓储作业人员减少 70%，通过安全评价验收。',
      en: 'Explosion-protected stacker cranes and AGVs operate in a Class A hazardous store; staff exposure fell 70% and the safety assessment was passed.',
    },
    intro: {
      zh: '客户生产工业涂料与稀释剂，部分成品属于易燃液体，仓库按甲类危险品库设计。',
      en: 'The customer makes industrial coatings and thinners, some of them flammable liquids, so the warehouse is designed as a Class A hazardous goods store.',
    },
    background: {
      zh: '园区安全监管趋严，要求危化品仓库减少作业人员、强化火源管控。原仓库使用防爆叉车人工作业，库容紧张，多处需要降低堆高。',
      en: 'Chemical park safety rules were being tightened, requiring fewer people and stricter ignition control in hazardous stores. Work was done by explosion-protected forklifts, space was short and stacking heights had to be lowered in several areas.',
    },
    solution: {
      zh: [
        '4 台特种系列防爆型堆垛机，5,600 个托盘货位',
        '6 台防爆型定制车体 AGV 连接灌装车间与仓库',
        '库内可燃气体检测与喷淋联动，远嘉钢构完成防火分区钢结构',
      ],
      en: [
        '4 special-series explosion-protected stacker cranes with 5,600 pallet positions',
        '6 explosion-protected custom-body AGVs linking the filling hall and the store',
        'Gas detection linked to sprinklers; fire-compartment steelwork by Yuanjia Steel Structures',
      ],
    },
    results: {
      zh: ['危化品仓储作业人员减少 70%', '库容提升 2.1 倍', '一次性通过安全评价与消防验收'],
      en: ['Staff in the hazardous store reduced by 70%', 'Storage capacity up 2.1 times', 'Safety assessment and fire inspection passed at the first attempt'],
    },
  },
  {
    category: 'chemical',
    publishTime: '2024-11-07',
    image: { subject: 'agv' },
    tags: ['tire', 'shandong', 'wipBuffer', 'finishedGoods'],
    title: { zh: '山东某轮胎企业胎胚缓存与成品胎立体库', en: 'Green tire buffer and finished tire AS/RS for a tire maker in Shandong' },
    summary: {
      zh: '定制车体 AGV 将胎胚从成型机送往硫化机，成品胎入立体库，硫化机等胎时间下降 60%。',
      en: 'Custom-body AGVs carry green tires from building machines to presses and finished tires go into an AS/RS; presses wait 60% less.',
    },
    intro: {
      zh: '客户年产半钢子午线轮胎 1,200 万条，拥有 160 台硫化机。',
      en: 'The customer makes 12 million passenger car radial tires a year on 160 curing presses.',
    },
    background: {
      zh: '胎胚柔软易变形，需在规定时间内硫化，原先由人工推车转运，距离长、易磕碰。成品胎规格超过 2,000 个，人工堆垛占地大，找胎效率低。',
      en: 'Green tires are soft, deform easily and must be cured within a set time. They were moved on hand carts over long distances and often damaged. Finished tires come in more than 2,000 sizes; floor stacks took up space and finding tires was slow.',
    },
    solution: {
      zh: [
        '36 台定制车体 AGV，配胎胚专用托架，连接 48 台成型机与硫化车间',
        '胎胚缓存架 1,500 个位置，按停放时间自动预警',
        '6 台中型系列堆垛机组成成品胎库，11,000 个货位',
      ],
      en: [
        '36 custom-body AGVs with green tire cradles linking 48 building machines to the curing hall',
        '1,500-position green tire buffer with alerts based on dwell time',
        '6 medium-series stacker cranes in a finished tire store with 11,000 positions',
      ],
    },
    results: {
      zh: ['硫化机等胎时间下降 60%', '胎胚超时报废率由 0.8% 降至 0.1%', '成品胎库占地减少 55%'],
      en: ['Press waiting time down 60%', 'Green tires scrapped for over-ageing down from 0.8% to 0.1%', 'Finished tire storage area down 55%'],
    },
  },
  {
    category: 'chemical',
    publishTime: '2026-03-30',
    image: { subject: 'warehouse' },
    tags: ['fineChemical', 'zhejiang', 'finishedGoods', 'crossDocking'],
    title: { zh: '浙江某新材料企业改性塑料成品库与发运中心', en: 'Compounded plastics warehouse and dispatch centre for a materials company in Zhejiang' },
    summary: {
      zh: '袋装与吨袋产品统一入库管理，按客户订单拼车发运，发运车次减少 18%，库存周转提升 35%。',
      en: 'Bagged and bulk-bag products are managed in one store and consolidated by customer order; truck trips fell 18% and stock turns rose 35%.',
    },
    intro: {
      zh: '客户生产改性工程塑料粒子，产品牌号 1,500 余个，客户以家电和汽车零部件企业为主。',
      en: 'The customer compounds engineering plastics in more than 1,500 grades, mainly for appliance and auto parts makers.',
    },
    background: {
      zh: '产品有 25 kg 袋装托盘和 1 吨吨袋两种形态，原仓库分开管理。订单小批量、多批次，车辆装载率低，库存积压与缺货同时存在。',
      en: 'Products ship on pallets of 25 kg bags or in 1 t bulk bags, and the two were stored separately. Orders are small and frequent, trucks often left half-empty, and excess stock and shortages existed side by side.',
    },
    solution: {
      zh: [
        '8 台中型系列堆垛机，13,500 个托盘货位，袋装与吨袋共库存放',
        '14 台叉车式 AGV 负责包装线下线与月台集货',
        'WMS 与 TMS 协同，按线路和载重自动拼单排车',
      ],
      en: [
        '8 medium-series stacker cranes with 13,500 positions for both bagged pallets and bulk bags',
        '14 forklift AGVs for end-of-line collection and dock staging',
        'WMS and TMS working together to combine orders into loads by route and weight',
      ],
    },
    results: {
      zh: ['发运车次减少 18%，平均装载率提升至 92%', '库存周转提升 35%', '订单交付周期由 3 天缩短至 1.5 天'],
      en: ['Truck trips down 18%, with average load factor up to 92%', 'Stock turns up 35%', 'Order lead time down from 3 days to 1.5'],
    },
  },
];

/** The success stories, grouped by category in table order (not sorted by date). */
export const cases: SeedArticle[] = specs.map(toArticle);
