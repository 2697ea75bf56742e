import type { Bilingual, SeedImage, SeedProduct } from './types';

/**
 * The products menu and pages: cloud platforms (first tab, external links), software (second tab,
 * grouped), AGVs and stacker cranes (third tab, detail pages /AGVDetails?type= and
 * /pilerDetails?series=). Specifications are invented but consistent with the brochures of
 * downloads.ts.
 */

const NO_GROUP: Bilingual = { zh: '', en: '' };
const CLOUD = 'https://cloud.yunzhan.example';

// ---------------------------------------------------------------------------------------------
// HTML helpers

interface SpecRow {
  zh: [string, string];
  en: [string, string];
}

function specTable(rows: SpecRow[], lang: 'zh' | 'en'): string {
  const head = lang === 'zh' ? ['参数', '数值'] : ['Parameter', 'Value'];
  const body = rows.map((r) => `<tr><th scope="row">${r[lang][0]}</th><td>${r[lang][1]}</td></tr>`).join('');
  return `<table><thead><tr><th scope="col">${head[0]}</th><th scope="col">${head[1]}</th></tr></thead><tbody>${body}</tbody></table>`;
}

function list(items: string[], tag: 'ul' | 'ol' = 'ul'): string {
  return `<${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;
}

interface Equipment {
  key: string;
  title: Bilingual;
  description: Bilingual;
  intro: Bilingual;
  specs: SpecRow[];
  features: { zh: string[]; en: string[] };
  uses: { zh: string[]; en: string[] };
  highlights: { zh: string[]; en: string[] };
  image: SeedImage;
}

function equipmentContent(e: Equipment): Bilingual {
  return {
    zh: [
      `<h2>${e.title.zh}</h2>`,
      `<p>${e.intro.zh}</p>`,
      '<h3>技术参数</h3>',
      specTable(e.specs, 'zh'),
      '<h3>产品特点</h3>',
      list(e.features.zh),
      '<h3>典型应用</h3>',
      list(e.uses.zh),
    ].join(''),
    en: [
      `<h2>${e.title.en}</h2>`,
      `<p>${e.intro.en}</p>`,
      '<h3>Specifications</h3>',
      specTable(e.specs, 'en'),
      '<h3>Features</h3>',
      list(e.features.en),
      '<h3>Typical uses</h3>',
      list(e.uses.en),
    ].join(''),
  };
}

function row(zhLabel: string, zhValue: string, enLabel: string, enValue: string): SpecRow {
  return { zh: [zhLabel, zhValue], en: [enLabel, enValue] };
}

// ---------------------------------------------------------------------------------------------
// (a) Cloud platforms: the first tab of the products menu, opening the external cloud site.

const platforms: SeedProduct[] = [
  {
    type: 'platform',
    key: 'appPlatform',
    group: NO_GROUP,
    title: { zh: '应用平台', en: 'Application platform' },
    description: {
      zh: '一站式访问云栈云端应用：WMS、MES、TMS等SaaS服务按需开通。',
      en: 'One entry to Yunzhan cloud applications: WMS, MES, TMS and more as on-demand SaaS.',
    },
    content: {
      zh: '<p>应用平台汇集云栈智能的云端应用，企业可按仓库、工厂或用户数量订阅，开通即用，数据按租户隔离存储。</p>',
      en: '<p>The application platform brings together Yunzhan’s cloud applications. Subscribe per warehouse, plant or user, start at once, with data stored separately per tenant.</p>',
    },
    highlights: { zh: ['12款云端应用', '按需订阅', '租户数据隔离'], en: ['12 cloud applications', 'Subscribe on demand', 'Tenant data isolation'] },
    image: { subject: 'cloud', hue: 210 },
    url: `${CLOUD}/apps/`,
  },
  {
    type: 'platform',
    key: 'itPlatform',
    group: NO_GROUP,
    title: { zh: 'IT服务平台', en: 'IT service platform' },
    description: {
      zh: '系统运维、工单与资产管理，统一管理企业的软硬件资源。',
      en: 'Operations, tickets and asset management for all of a company’s hardware and software.',
    },
    content: {
      zh: '<p>IT服务平台提供服务台、事件与变更管理、IT资产台账和运维监控，帮助客户的信息部门以更少的人力保障物流与生产系统稳定运行。</p>',
      en: '<p>The IT service platform provides a service desk, incident and change management, an IT asset register and monitoring, so that a customer’s IT team keeps logistics and production systems running with less effort.</p>',
    },
    highlights: { zh: ['服务台与工单', 'IT资产台账', '运维监控告警'], en: ['Service desk and tickets', 'IT asset register', 'Monitoring and alerts'] },
    image: { subject: 'cloud', hue: 190 },
    url: `${CLOUD}/it/`,
  },
  {
    type: 'platform',
    key: 'iotLogin',
    group: NO_GROUP,
    title: { zh: '工业物联网平台登录', en: 'Industrial IoT platform login' },
    description: {
      zh: '登录工业物联网平台，查看设备在线状态、实时数据与告警。',
      en: 'Sign in to the industrial IoT platform for device status, live data and alarms.',
    },
    content: {
      zh: '<p>工业物联网平台连接堆垛机、AGV、输送线和生产设备，支持200余种工业协议，设备数据实时上云。</p>',
      en: '<p>The industrial IoT platform connects stacker cranes, AGVs, conveyors and production machines through more than 200 industrial protocols and streams their data to the cloud in real time.</p>',
    },
    highlights: { zh: ['200余种工业协议', '设备实时监控', '告警推送'], en: ['200+ industrial protocols', 'Live equipment monitoring', 'Alarm notifications'] },
    image: { subject: 'cloud', hue: 170 },
    url: `${CLOUD}/iot/login`,
  },
  {
    type: 'platform',
    key: 'bigDataLogin',
    group: NO_GROUP,
    title: { zh: '大数据平台登录', en: 'Big data platform login' },
    description: {
      zh: '登录大数据平台，使用数据集成、分析建模与可视化报表。',
      en: 'Sign in to the big data platform for data integration, analytics and dashboards.',
    },
    content: {
      zh: '<p>大数据平台汇聚物流、生产与设备数据，提供自助分析、指标管理和可视化看板，支撑运营决策。</p>',
      en: '<p>The big data platform brings together logistics, production and equipment data, with self-service analysis, KPI management and dashboards for operating decisions.</p>',
    },
    highlights: { zh: ['多源数据集成', '自助分析', '可视化看板'], en: ['Multi-source integration', 'Self-service analysis', 'Dashboards'] },
    image: { subject: 'cloud', hue: 230 },
    url: `${CLOUD}/bigdata/login`,
  },
  {
    type: 'platform',
    key: 'dataService',
    group: NO_GROUP,
    title: { zh: '数据服务首页', en: 'Data services home' },
    description: {
      zh: '数据接口目录、开发文档与调用统计，面向客户和合作伙伴开放。',
      en: 'API catalogue, developer documentation and usage statistics for customers and partners.',
    },
    content: {
      zh: '<p>数据服务首页提供标准化的数据接口目录和开发文档，客户与合作伙伴可申请访问密钥，将云栈平台的数据接入自有系统。</p>',
      en: '<p>The data services home lists standard data APIs with documentation. Customers and partners request access keys and bring data from the Yunzhan platforms into their own systems.</p>',
    },
    highlights: { zh: ['标准数据接口', '在线开发文档', '调用统计'], en: ['Standard data APIs', 'Online documentation', 'Usage statistics'] },
    image: { subject: 'cloud', hue: 250 },
    url: `${CLOUD}/data-service/`,
  },
];

// ---------------------------------------------------------------------------------------------
// (b) Software: the second tab, in three groups.

const GROUP_PLATFORM: Bilingual = { zh: '平台产品', en: 'Platforms' };
const GROUP_LOGISTICS: Bilingual = { zh: '仓储物流软件', en: 'Warehouse & logistics software' };
const GROUP_MANUFACTURING: Bilingual = { zh: '智能制造软件', en: 'Manufacturing software' };

interface SoftwareSpec {
  key: string;
  group: Bilingual;
  title: Bilingual;
  description: Bilingual;
  intro: Bilingual;
  functions: { zh: string[]; en: string[] };
  highlights: { zh: string[]; en: string[] };
  hue: number;
}

function software(s: SoftwareSpec): SeedProduct {
  return {
    type: 'software',
    key: s.key,
    group: s.group,
    title: s.title,
    description: s.description,
    content: {
      zh: `<h2>${s.title.zh}</h2><p>${s.intro.zh}</p><h3>核心功能</h3>${list(s.functions.zh)}`,
      en: `<h2>${s.title.en}</h2><p>${s.intro.en}</p><h3>Core functions</h3>${list(s.functions.en)}`,
    },
    highlights: s.highlights,
    image: { subject: 'software', hue: s.hue },
    url: `/productCenter#${s.key}`,
  };
}

const softwareProducts: SeedProduct[] = [
  software({
    key: 'industrialInternet',
    group: GROUP_PLATFORM,
    title: { zh: '工业互联网平台', en: 'Industrial internet platform' },
    description: {
      zh: '连接设备、系统与人员的基础平台，为上层应用提供数据、模型与微服务。',
      en: 'The base that connects machines, systems and people, providing data, models and microservices to applications.',
    },
    intro: {
      zh: '工业互联网平台是云栈智能全部软件产品的共同底座，提供设备接入、数据治理、工业模型和应用开发能力，可私有化部署，也可在云端使用。',
      en: 'The industrial internet platform underlies all Yunzhan software. It provides device connectivity, data governance, industrial models and application development, on premises or in the cloud.',
    },
    functions: {
      zh: ['设备接入与边缘计算管理', '统一身份认证与权限', '工业模型库与规则引擎', '微服务与API网关', '多工厂、多租户管理'],
      en: ['Device connectivity and edge management', 'Single sign-on and permissions', 'Industrial model library and rule engine', 'Microservices and API gateway', 'Multi-plant, multi-tenant management'],
    },
    highlights: { zh: ['支持10万级设备接入', '私有化或云端部署', '开放API'], en: ['Scales to 100,000 devices', 'On premises or cloud', 'Open APIs'] },
    hue: 212,
  }),
  software({
    key: 'lowCode',
    group: GROUP_PLATFORM,
    title: { zh: '可配置软件开发平台', en: 'Configurable software development platform' },
    description: {
      zh: '以配置代替编码，快速搭建表单、流程、报表和移动应用。',
      en: 'Build forms, workflows, reports and mobile apps by configuration instead of code.',
    },
    intro: {
      zh: '可配置软件开发平台让业务人员与实施工程师通过拖拽和配置完成大部分定制需求，缩短项目交付周期，并保证产品升级不受定制影响。',
      en: 'With the configurable development platform, business users and implementation engineers meet most custom requirements by drag-and-drop and configuration, shortening projects while keeping product upgrades free of custom code.',
    },
    functions: {
      zh: ['可视化表单与页面设计', '流程引擎与审批', '报表与打印模板设计', '移动端应用一键生成', '版本管理与发布'],
      en: ['Visual form and page design', 'Workflow engine and approvals', 'Report and print template design', 'Mobile apps generated in one step', 'Versioning and release'],
    },
    highlights: { zh: ['定制开发工作量减少约60%', '配置与产品升级解耦', '支持PC与移动端'], en: ['About 60% less custom coding', 'Configuration survives upgrades', 'Desktop and mobile'] },
    hue: 262,
  }),
  software({
    key: 'dataAcquisition',
    group: GROUP_PLATFORM,
    title: { zh: '数据采集平台', en: 'Data acquisition platform' },
    description: {
      zh: '通过边缘网关采集PLC、数控机床、机器人与仪表数据，支持200余种协议。',
      en: 'Edge gateways collect data from PLCs, CNC machines, robots and meters over more than 200 protocols.',
    },
    intro: {
      zh: '数据采集平台由边缘网关和云端管理组成，可在不改动现有设备程序的情况下采集运行状态、产量、能耗和报警数据，断网时本地缓存，恢复后自动续传。',
      en: 'The data acquisition platform combines edge gateways with central management. It collects states, output, energy and alarms without changing machine programs, buffers data locally during network outages and resends it automatically.',
    },
    functions: {
      zh: ['200余种工业协议驱动', '采集点位批量配置', '边缘计算与数据预处理', '断网缓存与续传', '网关远程运维'],
      en: ['Drivers for 200+ industrial protocols', 'Bulk configuration of data points', 'Edge computing and pre-processing', 'Buffering and resend on outages', 'Remote gateway management'],
    },
    highlights: { zh: ['200余种协议', '毫秒级采集', '断网续传'], en: ['200+ protocols', 'Millisecond sampling', 'Store and forward'] },
    hue: 188,
  }),
  software({
    key: 'bigData',
    group: GROUP_PLATFORM,
    title: { zh: '大数据平台', en: 'Big data platform' },
    description: {
      zh: '汇聚物流、生产和设备数据，提供数据治理、分析建模与可视化。',
      en: 'Brings together logistics, production and equipment data for governance, analytics and visualisation.',
    },
    intro: {
      zh: '大数据平台对多源数据进行统一存储与治理，内置仓储效率、设备综合效率（OEE）、能耗等行业指标模型，业务人员可自助分析。',
      en: 'The big data platform stores and governs data from many sources and ships with industry KPI models such as warehouse productivity, overall equipment effectiveness (OEE) and energy use, ready for self-service analysis.',
    },
    functions: {
      zh: ['数据集成与任务调度', '数据质量与元数据管理', '指标体系与模型库', '自助分析与可视化看板', '数据权限与脱敏'],
      en: ['Data integration and job scheduling', 'Data quality and metadata management', 'KPI catalogue and model library', 'Self-service analysis and dashboards', 'Data permissions and masking'],
    },
    highlights: { zh: ['内置120余项行业指标', 'PB级存储扩展', '自助分析'], en: ['120+ built-in industry KPIs', 'Scales to petabytes', 'Self-service analysis'] },
    hue: 232,
  }),
  software({
    key: 'digitalTwin',
    group: GROUP_PLATFORM,
    title: { zh: '数字孪生平台', en: 'Digital twin platform' },
    description: {
      zh: '三维还原仓库与工厂，实时映射设备状态，在上线前仿真验证方案。',
      en: 'A 3D replica of warehouse and plant that mirrors equipment in real time and simulates plans before they go live.',
    },
    intro: {
      zh: '数字孪生平台根据布局图自动生成立体库、输送线和AGV路网的三维模型，运行中与真实设备同步，规划阶段可按实际订单数据进行仿真。',
      en: 'The digital twin platform generates 3D models of storage, conveyors and AGV networks from the layout, stays in step with the real equipment in operation, and simulates with real order data during planning.',
    },
    functions: {
      zh: ['布局图自动建模', '设备状态实时映射', '出入库与AGV仿真', '瓶颈分析与方案对比', '大屏运营驾驶舱'],
      en: ['Automatic modelling from layouts', 'Live mirroring of equipment', 'Simulation of storage flows and AGVs', 'Bottleneck analysis and concept comparison', 'Operations centre on large screens'],
    },
    highlights: { zh: ['建模时间缩短70%', '虚实同步', '上线前仿真验证'], en: ['70% faster modelling', 'Live synchronisation', 'Simulate before go-live'] },
    hue: 200,
  }),
  software({
    key: 'wms',
    group: GROUP_LOGISTICS,
    title: { zh: '仓储管理系统（WMS）', en: 'Warehouse management system (WMS)' },
    description: {
      zh: '覆盖入库、库存、拣选、出库与盘点，支持多仓多货主与自动化设备协同。',
      en: 'Receiving, inventory, picking, shipping and counting for many warehouses and owners, working with automated equipment.',
    },
    intro: {
      zh: '云栈WMS已在30多个行业的600余个仓库中应用，策略引擎可配置上架、分配、波次和补货规则，与WCS协同管理自动化与人工作业。',
      en: 'Yunzhan WMS runs in more than 600 warehouses in over 30 industries. Its rule engine configures putaway, allocation, waves and replenishment, and with the WCS it manages automated and manual work together.',
    },
    functions: {
      zh: ['入库、上架与质检', '批次、效期与序列号管理', '波次与多种拣选方式', '补货与盘点', '第三方物流计费'],
      en: ['Receiving, putaway and inspection', 'Batch, expiry and serial number control', 'Waves and several picking methods', 'Replenishment and counting', 'Billing for third-party logistics'],
    },
    highlights: { zh: ['600余个仓库在用', '库存准确率99.9%以上', '多仓多货主'], en: ['In use at 600+ warehouses', 'Inventory accuracy above 99.9%', 'Multi-site, multi-owner'] },
    hue: 205,
  }),
  software({
    key: 'wcs',
    group: GROUP_LOGISTICS,
    title: { zh: '仓储控制系统（WCS）', en: 'Warehouse control system (WCS)' },
    description: {
      zh: '将WMS任务分解为设备指令，调度堆垛机、穿梭车、输送线与AGV。',
      en: 'Turns WMS tasks into equipment commands for stacker cranes, shuttles, conveyors and AGVs.',
    },
    intro: {
      zh: 'WCS位于管理层与设备层之间，负责任务分解、路径选择和设备调度，实时监控设备状态并处理异常，保证每一次搬运都被确认。',
      en: 'The WCS sits between management and equipment. It breaks down tasks, chooses routes, schedules equipment, monitors its state and handles exceptions, so that every move is confirmed.',
    },
    functions: {
      zh: ['任务分解与优先级管理', '堆垛机、穿梭车与输送线调度', '与AGV调度系统对接', '设备监控与故障处理', '二维监控画面'],
      en: ['Task breakdown and priorities', 'Scheduling of cranes, shuttles and conveyors', 'Interface to the AGV fleet manager', 'Equipment monitoring and fault handling', '2D monitoring views'],
    },
    highlights: { zh: ['指令响应小于100 ms', '支持主备热切换', '标准设备驱动'], en: ['Command response under 100 ms', 'Hot standby', 'Standard equipment drivers'] },
    hue: 195,
  }),
  software({
    key: 'lcs',
    group: GROUP_LOGISTICS,
    title: { zh: '物流控制系统（LCS）', en: 'Logistics control system (LCS)' },
    description: {
      zh: '跨仓库、车间与月台的物流统一调度，管理AGV、输送与人工搬运任务。',
      en: 'One control layer for material flows across warehouses, workshops and docks, for AGV, conveyor and manual transport.',
    },
    intro: {
      zh: 'LCS面向厂区级物流，统一接收WMS、MES和叫料终端的搬运需求，按时效和资源占用分配给AGV、输送线或人工，实现全厂物流可视、可控。',
      en: 'LCS works at site level. It collects transport requests from WMS, MES and call buttons and assigns them by due time and resource load to AGVs, conveyors or people, making the plant’s material flow visible and controlled.',
    },
    functions: {
      zh: ['厂区物流任务中心', '多类型AGV统一调度', '电梯、门禁与风淋门联动', '叫料终端与安灯', '物流时效统计'],
      en: ['Site-wide transport task centre', 'Unified scheduling of mixed AGV fleets', 'Integration of lifts, doors and air showers', 'Call terminals and andon', 'Transport lead-time statistics'],
    },
    highlights: { zh: ['多车型混场调度', '设施联动', '全厂物流可视'], en: ['Mixed-fleet scheduling', 'Facility integration', 'Site-wide visibility'] },
    hue: 175,
  }),
  software({
    key: 'tms',
    group: GROUP_LOGISTICS,
    title: { zh: '运输管理系统（TMS）', en: 'Transport management system (TMS)' },
    description: {
      zh: '订单、调度、在途跟踪与结算一体化，连接园区月台与末端配送。',
      en: 'Orders, dispatch, tracking and settlement in one system, from the park dock to final delivery.',
    },
    intro: {
      zh: 'TMS支持干线、城配和厂际运输，结合装载优化与路线规划降低运输成本，并与WMS、园区月台调度协同，实现车、货、场一体化管理。',
      en: 'TMS handles line-haul, city distribution and inter-plant transport. Load optimisation and route planning cut costs, and links to WMS and dock scheduling manage vehicles, goods and yards together.',
    },
    functions: {
      zh: ['运输订单与计划', '装载优化与路线规划', '车辆预约与月台协同', '在途跟踪与电子回单', '承运商管理与运费结算'],
      en: ['Transport orders and planning', 'Load optimisation and route planning', 'Truck booking and dock coordination', 'Tracking and electronic proof of delivery', 'Carrier management and freight settlement'],
    },
    highlights: { zh: ['装载率提升10%以上', '电子回单', '运费自动结算'], en: ['10%+ better load factors', 'Electronic proof of delivery', 'Automatic freight settlement'] },
    hue: 150,
  }),
  software({
    key: 'mes',
    group: GROUP_MANUFACTURING,
    title: { zh: '制造执行系统（MES）', en: 'Manufacturing execution system (MES)' },
    description: {
      zh: '工单、工艺、质量与追溯的车间执行系统，连接计划与设备。',
      en: 'Shop-floor execution of work orders, routings, quality and traceability, between planning and machines.',
    },
    intro: {
      zh: '云栈MES覆盖离散与混合制造，从ERP接收计划并下达工单，引导作业、采集质量数据，实现从原料批次到成品序列号的正反向追溯。',
      en: 'Yunzhan MES serves discrete and hybrid manufacturing. It receives plans from ERP, releases work orders, guides operators, records quality data and traces forwards and backwards from material batch to finished serial number.',
    },
    functions: {
      zh: ['生产计划与工单管理', '工艺路线与电子作业指导', '质量检验与SPC', '物料拉动与线边库', '全流程追溯'],
      en: ['Production planning and work orders', 'Routings and electronic work instructions', 'Quality inspection and SPC', 'Material pull and line-side stock', 'End-to-end traceability'],
    },
    highlights: { zh: ['车间无纸化', '秒级追溯查询', '与WMS、AGV联动'], en: ['Paperless shop floor', 'Traceability in seconds', 'Linked to WMS and AGVs'] },
    hue: 280,
  }),
  software({
    key: 'ems',
    group: GROUP_MANUFACTURING,
    title: { zh: '设备管理系统（EMS）', en: 'Equipment management system (EMS)' },
    description: {
      zh: '设备台账、点检、保养、维修与备件管理，基于运行数据进行预测性维护。',
      en: 'Asset register, inspections, maintenance, repairs and spare parts, with predictive maintenance from running data.',
    },
    intro: {
      zh: 'EMS以设备全生命周期管理为核心，结合数据采集平台提供的运行小时、循环次数和报警记录，自动生成保养计划，降低非计划停机。',
      en: 'EMS manages the whole life of each asset. Using running hours, cycles and alarms from the data acquisition platform, it plans maintenance automatically and reduces unplanned stops.',
    },
    functions: {
      zh: ['设备台账与二维码标识', '点检与润滑计划', '维修工单与知识库', '备件库存与采购建议', 'OEE与故障分析'],
      en: ['Asset register with QR labels', 'Inspection and lubrication plans', 'Repair orders and knowledge base', 'Spare-parts stock and purchase suggestions', 'OEE and failure analysis'],
    },
    highlights: { zh: ['非计划停机减少30%', '移动端点检', '预测性维护'], en: ['30% fewer unplanned stops', 'Mobile inspections', 'Predictive maintenance'] },
    hue: 30,
  }),
  software({
    key: 'srm',
    group: GROUP_MANUFACTURING,
    title: { zh: '供应商管理系统（SRM）', en: 'Supplier relationship management (SRM)' },
    description: {
      zh: '供应商准入、询比价、订单协同、送货预约与绩效评价。',
      en: 'Supplier onboarding, sourcing, order collaboration, delivery booking and performance rating.',
    },
    intro: {
      zh: 'SRM为采购方与供应商提供协同门户，订单、送货单和对账在线完成，送货预约与仓库收货计划联动，减少月台拥堵。',
      en: 'SRM gives buyers and suppliers one collaboration portal. Orders, delivery notes and reconciliation are handled online, and delivery booking is linked to the warehouse receiving plan to avoid congestion at the docks.',
    },
    functions: {
      zh: ['供应商准入与资质管理', '询价、比价与招标', '采购订单与送货协同', '送货预约与收货联动', '供应商绩效评价'],
      en: ['Supplier onboarding and certificates', 'Requests for quotation and tenders', 'Purchase order and delivery collaboration', 'Delivery booking linked to receiving', 'Supplier performance rating'],
    },
    highlights: { zh: ['供应商在线协同', '送货预约', '绩效自动评价'], en: ['Online supplier collaboration', 'Delivery booking', 'Automatic performance rating'] },
    hue: 340,
  }),
];

// ---------------------------------------------------------------------------------------------
// (c) AGVs: six types, detail pages /AGVDetails?type=<key>.

const agvSpecs: Equipment[] = [
  {
    key: 'forklift',
    title: { zh: '叉车式AGV', en: 'Forklift AGV' },
    description: {
      zh: '无人驾驶的托盘搬运与堆垛，载重1.2–3.0 t，举升高度最高4.5 m。',
      en: 'Driverless pallet transport and stacking: 1.2–3.0 t loads, lift heights up to 4.5 m.',
    },
    intro: {
      zh: '叉车式AGV在标准叉车结构上集成激光导航、托盘识别和安全防护，可完成地面堆垛、货架存取和产线对接，适合托盘化物料在仓库与车间之间的搬运。系列共5个型号。',
      en: 'The forklift AGV combines a proven truck design with laser navigation, pallet detection and safety sensors. It stacks on the floor, stores in racks and serves production lines, moving palletised goods between warehouse and workshop. The range has five models.',
    },
    specs: [
      row('额定载重', '1.2 / 1.6 / 2.0 / 2.5 / 3.0 t', 'Rated load', '1.2 / 1.6 / 2.0 / 2.5 / 3.0 t'),
      row('最高速度', '空载1.5 m/s，满载1.2 m/s', 'Top speed', '1.5 m/s empty, 1.2 m/s loaded'),
      row('导航方式', '激光SLAM / 反光板激光导航', 'Navigation', 'Laser SLAM / reflector laser'),
      row('最大举升高度', '4.5 m', 'Max. lift height', '4.5 m'),
      row('停车精度', '±10 mm', 'Stopping accuracy', '±10 mm'),
      row('电池', '磷酸铁锂 48 V / 280 Ah', 'Battery', 'LiFePO4, 48 V / 280 Ah'),
      row('续航与充电', '8–10 h，自动充电', 'Runtime and charging', '8–10 h, automatic charging'),
      row('安全防护', '360°安全激光扫描、3D避障相机、防撞条、急停', 'Safety', '360° safety scanners, 3D obstacle camera, bumpers, emergency stops'),
    ],
    features: {
      zh: ['3D相机识别托盘位置与角度，取货成功率99.9%以上', '无需改造地面，路线调整在软件中完成', '与WMS、MES及自动门、电梯联动'],
      en: ['A 3D camera finds pallet position and angle; pick success above 99.9%', 'No floor changes; routes are changed in software', 'Integrates with WMS, MES, automatic doors and lifts'],
    },
    uses: {
      zh: ['原料入库与成品下线', '产线与仓库之间的托盘搬运', '月台装卸区转运'],
      en: ['Raw material receiving and finished goods take-off', 'Pallet transport between lines and warehouse', 'Transfers at the docks'],
    },
    highlights: {
      zh: ['载重最高3.0 t', '举升高度4.5 m', '停车精度±10 mm'],
      en: ['Loads up to 3.0 t', '4.5 m lift height', '±10 mm stopping accuracy'],
    },
    image: { subject: 'agv', hue: 28 },
  },
  {
    key: 'attachment',
    title: { zh: '定制属具AGV', en: 'Customized-attachment AGV' },
    description: {
      zh: '夹抱、纸卷夹、推拉器、旋转叉等属具，搬运无托盘的特殊货物。',
      en: 'Clamps, roll clamps, push-pull and rotating forks for goods without pallets.',
    },
    intro: {
      zh: '针对纸卷、桶装料、成捆物料等无法使用托盘的货物，定制属具AGV在叉车式底盘上配置专用属具，并对属具动作进行闭环控制。系列共4个型号。',
      en: 'For paper rolls, drums, bundles and other goods that cannot go on pallets, the customized-attachment AGV fits a dedicated attachment to a forklift chassis and controls its movements in closed loop. The range has four models.',
    },
    specs: [
      row('额定载重', '最高2.0 t（视属具而定）', 'Rated load', 'Up to 2.0 t (depending on attachment)'),
      row('最高速度', '1.2 m/s', 'Top speed', '1.2 m/s'),
      row('导航方式', '激光SLAM', 'Navigation', 'Laser SLAM'),
      row('最大举升高度', '3.5 m', 'Max. lift height', '3.5 m'),
      row('可选属具', '纸卷夹、软包夹、推拉器、旋转叉、侧移器', 'Attachments', 'Roll clamp, carton clamp, push-pull, rotating fork, side shift'),
      row('定位精度', '±10 mm', 'Positioning accuracy', '±10 mm'),
      row('电池', '磷酸铁锂 48 V / 200 Ah', 'Battery', 'LiFePO4, 48 V / 200 Ah'),
    ],
    features: {
      zh: ['夹持力随货物自动调整，避免损伤', '属具状态纳入安全回路', '可按客户货物定制属具'],
      en: ['Clamping force adapts to the load to avoid damage', 'Attachment state is part of the safety circuit', 'Attachments designed for the customer’s goods'],
    },
    uses: {
      zh: ['造纸与印刷行业纸卷搬运', '化工桶装料转运', '家电与纺织成品搬运'],
      en: ['Paper roll handling in paper and printing', 'Drum transport in chemicals', 'Finished goods in appliances and textiles'],
    },
    highlights: {
      zh: ['5种属具可选', '载重最高2.0 t', '夹持力自适应'],
      en: ['Five attachment types', 'Loads up to 2.0 t', 'Adaptive clamping force'],
    },
    image: { subject: 'agv', hue: 16 },
  },
  {
    key: 'body',
    title: { zh: '定制车体AGV', en: 'Customized-body AGV' },
    description: {
      zh: '围绕货物设计的重载车体，载重3–30 t，全向移动，适用于大型工件搬运。',
      en: 'Heavy carriers designed around the load: 3–30 t, omnidirectional, for large workpieces.',
    },
    intro: {
      zh: '定制车体AGV根据工件尺寸、重量和工艺要求设计车体结构，可采用麦克纳姆轮或舵轮实现全向移动，多车可联动搬运超长超重工件。系列共4个型号平台。',
      en: 'The customized-body AGV is built around the size, weight and process of the workpiece. Mecanum wheels or steerable drives give omnidirectional motion, and several vehicles can move oversized loads together. The range has four base platforms.',
    },
    specs: [
      row('额定载重', '3 / 10 / 20 / 30 t', 'Rated load', '3 / 10 / 20 / 30 t'),
      row('最高速度', '空载1.0 m/s，满载0.6 m/s', 'Top speed', '1.0 m/s empty, 0.6 m/s loaded'),
      row('导航方式', '二维码+惯性导航 / 激光SLAM', 'Navigation', 'QR code + inertial / laser SLAM'),
      row('顶升行程', '80 mm', 'Jacking stroke', '80 mm'),
      row('运动方式', '全向移动（麦克纳姆轮 / 舵轮）', 'Motion', 'Omnidirectional (Mecanum wheels / steerable drives)'),
      row('定位精度', '±5 mm', 'Positioning accuracy', '±5 mm'),
      row('电池', '磷酸铁锂 72 V / 300 Ah', 'Battery', 'LiFePO4, 72 V / 300 Ah'),
    ],
    features: {
      zh: ['多车同步联动，协同搬运超长工件', '车体高度最低可做到320 mm', '可集成旋转、滚筒或工装夹具'],
      en: ['Synchronised multi-vehicle transport for long loads', 'Body height from 320 mm', 'Can carry turntables, rollers or fixtures'],
    },
    uses: {
      zh: ['汽车白车身与总成搬运', '模具与大型铸件转运', '航空、轨道交通部件装配'],
      en: ['Car bodies and assemblies', 'Moulds and large castings', 'Assembly of aircraft and rail components'],
    },
    highlights: {
      zh: ['载重最高30 t', '全向移动', '多车联动'],
      en: ['Loads up to 30 t', 'Omnidirectional motion', 'Multi-vehicle operation'],
    },
    image: { subject: 'agv', hue: 220 },
  },
  {
    key: 'miniLifting',
    title: { zh: '小型顶升AGV', en: 'Mini lifting AGV' },
    description: {
      zh: '低矮车身钻入货架底部顶升搬运，最高速度2 m/s，适合货到人拣选。',
      en: 'A low body drives under the rack and lifts it; top speed 2 m/s, made for goods-to-person picking.',
    },
    intro: {
      zh: '小型顶升AGV车身高度仅300 mm，可钻入货架底部将其顶起并送至拣选站，原地旋转时货架保持方向不变。最高速度2 m/s，是云栈货到人系统的核心设备。系列共3个型号。',
      en: 'At just 300 mm high, the mini lifting AGV drives under a rack, lifts it and brings it to the picking station; the rack keeps its orientation while the vehicle turns on the spot. With a top speed of 2 m/s it is the heart of Yunzhan goods-to-person systems. The range has three models.',
    },
    specs: [
      row('额定载重', '600 kg（标准型、低矮型）/ 1,000 kg', 'Rated load', '600 kg (standard and low-profile) / 1,000 kg'),
      row('最高速度', '2 m/s', 'Top speed', '2 m/s'),
      row('导航方式', '二维码+惯性导航', 'Navigation', 'QR code + inertial'),
      row('顶升高度', '60 mm', 'Lift height', '60 mm'),
      row('定位精度', '±5 mm，±1°', 'Positioning accuracy', '±5 mm, ±1°'),
      row('外形尺寸', '980 × 700 × 300 mm（低矮型高250 mm）', 'Dimensions', '980 × 700 × 300 mm (low-profile: 250 mm high)'),
      row('电池', '磷酸铁锂 48 V / 40 Ah', 'Battery', 'LiFePO4, 48 V / 40 Ah'),
      row('续航与充电', '8 h，充电1 h', 'Runtime and charging', '8 h, 1 h charge'),
    ],
    features: {
      zh: ['顶升与旋转解耦，货架原地保持朝向', '单站拣选效率可达每小时450行', '百台级车队统一调度'],
      en: ['Lifting and turning decoupled: the rack keeps its heading', 'Up to 450 order lines per hour per station', 'Fleets of hundreds under one scheduler'],
    },
    uses: {
      zh: ['电商与零售货到人拣选', '备件仓库与线边超市', '医药流通拆零拣选'],
      en: ['Goods-to-person picking in e-commerce and retail', 'Spare-parts stores and line-side supermarkets', 'Each picking in pharmaceutical distribution'],
    },
    highlights: {
      zh: ['最高速度2 m/s', '车身高度300 mm', '载重最高1,000 kg'],
      en: ['Top speed 2 m/s', '300 mm body height', 'Loads up to 1,000 kg'],
    },
    image: { subject: 'agv', hue: 200 },
  },
  {
    key: 'piggyback',
    title: { zh: '背负式AGV', en: 'Piggyback AGV' },
    description: {
      zh: '车顶配置辊筒、皮带或链条输送机，与产线和工位自动对接移载。',
      en: 'Roller, belt or chain conveyors on top for automatic transfer to lines and stations.',
    },
    intro: {
      zh: '背负式AGV将输送机构集成在车顶，与固定输送线、机台或缓存工位自动对接，无需人工完成料箱、托盘和工装板的移载。系列共3个型号。',
      en: 'The piggyback AGV carries a conveyor on its top and docks with fixed conveyors, machines and buffer stations, transferring totes, pallets and fixtures without manual handling. The range has three models.',
    },
    specs: [
      row('额定载重', '300 / 600 / 1,000 kg', 'Rated load', '300 / 600 / 1,000 kg'),
      row('最高速度', '1.5 m/s', 'Top speed', '1.5 m/s'),
      row('导航方式', '激光SLAM', 'Navigation', 'Laser SLAM'),
      row('输送面高度', '400–900 mm可定制', 'Conveyor height', '400–900 mm, to order'),
      row('对接精度', '±5 mm', 'Docking accuracy', '±5 mm'),
      row('移载方式', '辊筒 / 皮带 / 链条，单向或双向', 'Transfer', 'Roller / belt / chain, one or both sides'),
      row('电池', '磷酸铁锂 48 V / 100 Ah', 'Battery', 'LiFePO4, 48 V / 100 Ah'),
    ],
    features: {
      zh: ['对接光电与机械导向双重保证', '可配置双层输送，一次搬运两件', '与产线PLC直接握手通信'],
      en: ['Docking secured by photo-eyes and mechanical guides', 'Optional two-level conveyor carries two loads per trip', 'Direct handshake with line PLCs'],
    },
    uses: {
      zh: ['锂电池极卷与电芯转运', '半导体与电子料箱搬运', '立体库出入口与产线之间的接驳'],
      en: ['Electrode rolls and cells in battery plants', 'Totes in semiconductor and electronics plants', 'Links between storage front-ends and lines'],
    },
    highlights: {
      zh: ['对接精度±5 mm', '最高速度1.5 m/s', '输送高度可定制'],
      en: ['±5 mm docking accuracy', 'Top speed 1.5 m/s', 'Conveyor height to order'],
    },
    image: { subject: 'agv', hue: 160 },
  },
  {
    key: 'collaborative',
    title: { zh: '复合协作AGV', en: 'Collaborative AGV' },
    description: {
      zh: '移动底盘搭载六轴协作机械臂，最高速度1.7 m/s，完成上下料与线边拣取。',
      en: 'A mobile base with a six-axis collaborative arm; top speed 1.7 m/s, for machine tending and line-side picking.',
    },
    intro: {
      zh: '复合协作AGV由移动底盘、六轴协作机械臂和视觉系统组成，到达工位后通过视觉二次定位校正误差，完成机床上下料、料箱拣取和检测送样等作业。最高速度1.7 m/s。系列共2个型号。',
      en: 'The collaborative AGV combines a mobile base, a six-axis collaborative arm and a vision system. At the workstation, vision corrects the remaining offset so the arm can tend machines, pick from totes or carry samples to the lab. Top speed 1.7 m/s. The range has two models.',
    },
    specs: [
      row('底盘载重', '300 kg', 'Vehicle load', '300 kg'),
      row('机械臂负载', '10 kg（可选16 kg）', 'Arm payload', '10 kg (16 kg option)'),
      row('机械臂工作半径', '1,300 mm', 'Arm reach', '1,300 mm'),
      row('最高速度', '1.7 m/s', 'Top speed', '1.7 m/s'),
      row('导航方式', '激光SLAM+视觉校正', 'Navigation', 'Laser SLAM + vision correction'),
      row('末端定位精度', '±0.5 mm（视觉校正后）', 'Final positioning accuracy', '±0.5 mm (after vision correction)'),
      row('机械臂重复定位精度', '±0.03 mm', 'Arm repeatability', '±0.03 mm'),
      row('电池', '磷酸铁锂 48 V / 100 Ah，续航8 h', 'Battery', 'LiFePO4, 48 V / 100 Ah, 8 h runtime'),
    ],
    features: {
      zh: ['力矩传感实现人机协作，无需安全围栏', '快换末端工具，一车多用', '任务由LCS统一下发'],
      en: ['Torque sensing allows work beside people without fences', 'Quick-change end tools: one vehicle, many jobs', 'Tasks dispatched by the LCS'],
    },
    uses: {
      zh: ['数控机床上下料', '半导体晶圆盒搬运', '实验室样品流转'],
      en: ['CNC machine tending', 'Wafer carrier handling in semiconductor fabs', 'Sample transport in laboratories'],
    },
    highlights: {
      zh: ['最高速度1.7 m/s', '末端精度±0.5 mm', '机械臂负载10 kg'],
      en: ['Top speed 1.7 m/s', '±0.5 mm final accuracy', '10 kg arm payload'],
    },
    image: { subject: 'agv', hue: 262 },
  },
];

const agvProducts: SeedProduct[] = agvSpecs.map((e) => ({
  type: 'agv',
  key: e.key,
  group: NO_GROUP,
  title: e.title,
  description: e.description,
  content: equipmentContent(e),
  highlights: e.highlights,
  image: e.image,
  url: `/AGVDetails?type=${e.key}`,
}));

// ---------------------------------------------------------------------------------------------
// (d) Stacker cranes: five series, detail pages /pilerDetails?series=<key>.

const stackerSpecs: Equipment[] = [
  {
    key: 'light',
    title: { zh: '轻型堆垛机', en: 'Light-duty stacker crane' },
    description: {
      zh: '料箱与纸箱存取，载重50–300 kg，行走速度最高300 m/min。',
      en: 'Tote and carton storage: 50–300 kg loads, travel speeds up to 300 m/min.',
    },
    intro: {
      zh: '轻型堆垛机采用铝合金立柱和轻量化载货台，配合皮带式或伸缩臂式货叉，以高加速度实现高频次存取，适用于料箱式立体库（Miniload）。系列共3个型号。',
      en: 'The light-duty crane uses an aluminium mast and a lightweight carriage with belt or telescopic-arm load handling. High acceleration gives high cycle rates in miniload systems for totes and cartons. The series has three models.',
    },
    specs: [
      row('额定载重', '50 / 150 / 300 kg', 'Rated load', '50 / 150 / 300 kg'),
      row('最大高度', '24 m', 'Max. height', '24 m'),
      row('行走速度', '300 m/min，加速度2.0 m/s²', 'Travel speed', '300 m/min, acceleration 2.0 m/s²'),
      row('升降速度', '120 m/min', 'Lift speed', '120 m/min'),
      row('货叉速度', '60 m/min', 'Fork speed', '60 m/min'),
      row('定位精度', '±3 mm', 'Positioning accuracy', '±3 mm'),
      row('存取能力', '最高120个复合循环/小时', 'Throughput', 'Up to 120 double cycles per hour'),
      row('取货方式', '皮带式 / 伸缩臂式，单深或双深', 'Load handling', 'Belt / telescopic arms, single or double deep'),
    ],
    features: {
      zh: ['轻量化结构，能耗比同级钢结构降低约25%', '载货台可同时搬运2个料箱', '直流母线能量回馈'],
      en: ['Lightweight design uses about 25% less energy than steel equivalents', 'Carriage can handle two totes at once', 'Energy recovery through a common DC bus'],
    },
    uses: {
      zh: ['电商与零售拆零拣选', '汽车与机械备件仓库', '医药流通与电子元器件存储'],
      en: ['Each picking in e-commerce and retail', 'Automotive and machinery spare parts', 'Pharmaceutical distribution and electronic components'],
    },
    highlights: {
      zh: ['行走速度300 m/min', '定位精度±3 mm', '每小时最高120个复合循环'],
      en: ['300 m/min travel speed', '±3 mm positioning', 'Up to 120 double cycles per hour'],
    },
    image: { subject: 'stacker', hue: 198 },
  },
  {
    key: 'medium',
    title: { zh: '中型堆垛机', en: 'Medium-duty stacker crane' },
    description: {
      zh: '托盘立体库的主力机型，载重500–1,500 kg，高度最高32 m。',
      en: 'The workhorse of pallet warehouses: 500–1,500 kg loads, heights up to 32 m.',
    },
    intro: {
      zh: '中型堆垛机采用单立柱结构，覆盖绝大多数托盘存储需求，可配置单深位或双深位伸缩货叉，标准件比例超过80%，交付周期短。系列共3个型号。',
      en: 'The single-mast medium-duty crane covers most pallet storage needs, with single or double-deep telescopic forks. Over 80% of its parts are standard, which keeps lead times short. The series has three models.',
    },
    specs: [
      row('额定载重', '500 / 1,000 / 1,500 kg', 'Rated load', '500 / 1,000 / 1,500 kg'),
      row('最大高度', '32 m', 'Max. height', '32 m'),
      row('行走速度', '200 m/min，加速度0.6 m/s²', 'Travel speed', '200 m/min, acceleration 0.6 m/s²'),
      row('升降速度', '60 m/min', 'Lift speed', '60 m/min'),
      row('货叉速度', '40 m/min', 'Fork speed', '40 m/min'),
      row('定位精度', '±5 mm', 'Positioning accuracy', '±5 mm'),
      row('存取能力', '最高40个复合循环/小时', 'Throughput', 'Up to 40 double cycles per hour'),
      row('立柱结构', '单立柱', 'Mast', 'Single mast'),
    ],
    features: {
      zh: ['激光测距绝对定位，无需参考点', '立柱主动减摇，缩短停车稳定时间', '维修平台与防坠落装置'],
      en: ['Absolute laser positioning, no reference runs', 'Active mast sway damping shortens settling time', 'Maintenance platform with fall protection'],
    },
    uses: {
      zh: ['烟草、食品饮料成品库', '新能源原材料与成品库', '医药与冷链托盘库'],
      en: ['Finished goods in tobacco, food and beverages', 'Raw materials and products in new energy', 'Pharmaceutical and cold-chain pallet stores'],
    },
    highlights: {
      zh: ['高度最高32 m', '载重最高1,500 kg', '每小时最高40个复合循环'],
      en: ['Heights up to 32 m', 'Loads up to 1,500 kg', 'Up to 40 double cycles per hour'],
    },
    image: { subject: 'stacker', hue: 212 },
  },
  {
    key: 'heavy',
    title: { zh: '重型堆垛机', en: 'Heavy-duty stacker crane' },
    description: {
      zh: '双立柱闭合框架，载重2–5 t，高度最高40 m，适用于重载长大货物。',
      en: 'Double mast with a closed frame: 2–5 t loads, heights up to 40 m, for heavy and long goods.',
    },
    intro: {
      zh: '重型堆垛机采用双立柱闭合框架结构，刚性高、摆动小，可搬运钢卷、纸卷、模具和长型材等重载货物。系列共2个型号，可按项目定制货叉和载货台。',
      en: 'The heavy-duty crane’s double-mast closed frame is stiff and sways little, carrying steel coils, paper rolls, moulds and long profiles. The series has two models, with forks and carriage designed per project.',
    },
    specs: [
      row('额定载重', '2,000–5,000 kg', 'Rated load', '2,000–5,000 kg'),
      row('最大高度', '40 m', 'Max. height', '40 m'),
      row('行走速度', '160 m/min，加速度0.4 m/s²', 'Travel speed', '160 m/min, acceleration 0.4 m/s²'),
      row('升降速度', '40 m/min', 'Lift speed', '40 m/min'),
      row('货叉速度', '30 m/min', 'Fork speed', '30 m/min'),
      row('定位精度', '±5 mm', 'Positioning accuracy', '±5 mm'),
      row('立柱结构', '双立柱闭合框架', 'Mast', 'Double mast, closed frame'),
    ],
    features: {
      zh: ['双驱动同步控制，行走平稳', '载货台超载与偏载检测', '可配置长货叉或专用夹具'],
      en: ['Synchronised twin drives for smooth travel', 'Overload and off-centre load detection', 'Long forks or special grippers available'],
    },
    uses: {
      zh: ['钢铁与有色金属卷材库', '汽车模具库', '建材与型材仓库'],
      en: ['Steel and non-ferrous coil stores', 'Automotive mould stores', 'Building materials and profiles'],
    },
    highlights: {
      zh: ['载重最高5 t', '高度最高40 m', '双立柱结构'],
      en: ['Loads up to 5 t', 'Heights up to 40 m', 'Double-mast design'],
    },
    image: { subject: 'stacker', hue: 226 },
  },
  {
    key: 'curvedRail',
    title: { zh: '弯轨堆垛机', en: 'Curved-rail stacker crane' },
    description: {
      zh: '一台堆垛机经弯道服务最多6个巷道，适合中低流量、多巷道的仓库。',
      en: 'One crane serves up to six aisles through curves: for many aisles with moderate flows.',
    },
    intro: {
      zh: '弯轨堆垛机沿U形或环形轨道在多个巷道之间运行，在出入库流量不高的场景中以更少的设备覆盖更多货位，投资通常比每巷道一台堆垛机降低30%–40%。系列共1个型号，可按载重配置。',
      en: 'The curved-rail crane runs on U-shaped or loop tracks between several aisles. Where flows are moderate, fewer cranes cover more locations, typically at 30–40% less investment than one crane per aisle. One model, configured by load.',
    },
    specs: [
      row('额定载重', '300–1,000 kg', 'Rated load', '300–1,000 kg'),
      row('最大高度', '20 m', 'Max. height', '20 m'),
      row('直道行走速度', '180 m/min', 'Travel speed, straight', '180 m/min'),
      row('弯道行走速度', '60 m/min', 'Travel speed, curve', '60 m/min'),
      row('最小转弯半径', '2.5 m', 'Min. curve radius', '2.5 m'),
      row('升降速度', '50 m/min', 'Lift speed', '50 m/min'),
      row('定位精度', '±5 mm', 'Positioning accuracy', '±5 mm'),
      row('服务巷道数', '最多6个', 'Aisles served', 'Up to 6'),
    ],
    features: {
      zh: ['过弯速度规划，兼顾效率与平稳', '多车同轨运行，自动防撞', '后期可增加堆垛机提升能力'],
      en: ['Speed planning through curves for efficiency and smoothness', 'Several cranes on one track with collision avoidance', 'Add cranes later to raise throughput'],
    },
    uses: {
      zh: ['备品备件与工装库', '流量较低的原材料库', '改造项目中的既有厂房'],
      en: ['Spare parts and tooling stores', 'Low-flow raw material stores', 'Existing buildings in retrofit projects'],
    },
    highlights: {
      zh: ['最多服务6个巷道', '投资降低30%–40%', '转弯半径2.5 m'],
      en: ['Serves up to 6 aisles', '30–40% lower investment', '2.5 m curve radius'],
    },
    image: { subject: 'stacker', hue: 182 },
  },
  {
    key: 'special',
    title: { zh: '特种堆垛机', en: 'Special stacker crane' },
    description: {
      zh: '低温冷库、防爆与洁净环境专用，载重50 kg–8 t，高度最高45 m。',
      en: 'For cold stores, explosion-proof and clean-room areas: 50 kg–8 t loads, heights up to 45 m.',
    },
    intro: {
      zh: '特种堆垛机针对极端或受控环境设计：低温型可在-30 °C下连续运行，防爆型满足Ex d IIB T4要求，洁净型达到ISO 7级洁净度。系列共2个平台型号，按项目定制。',
      en: 'Special cranes are designed for harsh or controlled environments: the cold-store version runs continuously at -30 °C, the explosion-proof version meets Ex d IIB T4, and the clean-room version reaches ISO class 7. Two base models, engineered per project.',
    },
    specs: [
      row('额定载重', '50 kg–8 t（按项目）', 'Rated load', '50 kg–8 t (per project)'),
      row('最大高度', '45 m', 'Max. height', '45 m'),
      row('低温型', '-30 °C至+5 °C，电控柜加热保温', 'Cold-store version', '-30 °C to +5 °C, heated control cabinets'),
      row('防爆型', 'Ex d IIB T4 电机与电气元件', 'Explosion-proof version', 'Ex d IIB T4 motors and electrics'),
      row('洁净型', 'ISO 7级，封闭式传动', 'Clean-room version', 'ISO class 7, enclosed drives'),
      row('定位精度', '±5 mm', 'Positioning accuracy', '±5 mm'),
    ],
    features: {
      zh: ['低温润滑与耐寒电缆', '防爆电气与静电接地', '低发尘材料与封闭式皮带'],
      en: ['Low-temperature lubricants and cold-resistant cables', 'Explosion-proof electrics and static grounding', 'Low-particle materials and enclosed belts'],
    },
    uses: {
      zh: ['冷链与速冻食品立体库', '化工、涂料与危化品仓库', '半导体与制药洁净仓库'],
      en: ['Cold-chain and frozen food warehouses', 'Chemicals, paints and hazardous goods', 'Clean stores for semiconductors and pharmaceuticals'],
    },
    highlights: {
      zh: ['-30 °C连续运行', 'Ex d IIB T4防爆', 'ISO 7级洁净'],
      en: ['Continuous operation at -30 °C', 'Ex d IIB T4 explosion protection', 'ISO class 7 clean room'],
    },
    image: { subject: 'stacker', hue: 240 },
  },
];

const stackerProducts: SeedProduct[] = stackerSpecs.map((e) => ({
  type: 'stacker',
  key: e.key,
  group: NO_GROUP,
  title: e.title,
  description: e.description,
  content: equipmentContent(e),
  highlights: e.highlights,
  image: e.image,
  url: `/pilerDetails?series=${e.key}`,
}));

export const products: SeedProduct[] = [...platforms, ...softwareProducts, ...agvProducts, ...stackerProducts];
