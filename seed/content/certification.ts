import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import type { Bilingual, SeedArticle, SeedTree } from './types';

/** Patents, certificates and awards (/aboutUs/certification). */
export const certificationTree: SeedTree = {
  classifyType: CLASSIFY_TYPES.certification,
  root: {
    outLink: 'certification',
    name: { zh: '资质荣誉', en: 'Certification' },
    children: [
      { outLink: 'patent', name: { zh: '专利', en: 'Patents' } },
      { outLink: 'certificate', name: { zh: '证书', en: 'Certificates' } },
      { outLink: 'awards', name: { zh: '荣誉', en: 'Awards' } },
    ],
  },
};

const HOLDER: Bilingual = { zh: '云栈智能物流科技股份有限公司', en: 'Yunzhan Intralogistics Technology Co., Ltd.' };

function details(rows: [string, string][], sep: string): string {
  return `<ul>${rows.map(([k, v]) => `<li><strong>${k}</strong>${sep}${v}</li>`).join('')}</ul>`;
}

// ───────────────────────────── Patents ─────────────────────────────

interface PatentSpec {
  kind: 'invention' | 'utility';
  /** Fictional numbers: ZL + filing year + type digit + mostly zeros. */
  number: string;
  /** Grant announcement date, also the publish date. */
  granted: string;
  title: Bilingual;
  abstract: Bilingual;
}

const KIND_NAMES = {
  invention: { zh: '发明专利', en: 'Invention patent' },
  utility: { zh: '实用新型专利', en: 'Utility model patent' },
} as const;

const patents: PatentSpec[] = [
  {
    kind: 'invention',
    number: 'ZL 2018 1 0000107.3',
    granted: '2020-06-12',
    title: { zh: '一种堆垛机载货台防坠落装置及其控制方法', en: 'Fall-arrest device for a stacker crane carriage and its control method' },
    abstract: {
      zh: '载货台两侧设置楔块式安全钳，由提升钢丝绳张力与速度信号共同触发。钢丝绳断裂或下降超速时，安全钳在 50 ms 内夹紧立柱导轨，避免载货台坠落，并可在故障排除后手动复位。',
      en: 'Wedge-type safety gears on both sides of the carriage are triggered by combined hoist rope tension and speed signals. If a rope breaks or the carriage overspeeds downward, the gears clamp the mast guide rails within 50 ms, and can be reset by hand once the fault is cleared.',
    },
  },
  {
    kind: 'utility',
    number: 'ZL 2019 2 0000215.6',
    granted: '2020-03-27',
    title: { zh: '一种曲轨堆垛机的弯道导向机构', en: 'Curve guidance mechanism for a curved-rail stacker crane' },
    abstract: {
      zh: '在堆垛机上、下导向轮组中引入可随弯道半径摆动的从动轮架，使设备以较小半径通过弯道时保持平稳，降低轮轨磨损与运行噪声。',
      en: 'Trailing wheel frames that swivel with the curve radius are added to the upper and lower guide roller sets, keeping the crane steady through tight curves and reducing wheel and rail wear and running noise.',
    },
  },
  {
    kind: 'utility',
    number: 'ZL 2020 2 0000458.1',
    granted: '2021-02-09',
    title: { zh: '一种低温环境用堆垛机电控柜保温加热结构', en: 'Insulated and heated control cabinet for stacker cranes in low-temperature environments' },
    abstract: {
      zh: '电控柜采用双层保温壳体与分区加热板，配合温湿度传感器闭环控制，使柜内温度在 -30℃ 环境中保持在 5℃ 以上，防止元器件凝露与低温失效。',
      en: 'A double-walled insulated housing with zoned heating panels and closed-loop temperature and humidity control keeps the cabinet above 5 °C at -30 °C ambient, preventing condensation and cold-related component failure.',
    },
  },
  {
    kind: 'invention',
    number: 'ZL 2020 1 0000342.9',
    granted: '2022-08-16',
    title: { zh: '一种基于多传感器融合的 AGV 定位方法', en: 'AGV localisation method based on multi-sensor fusion' },
    abstract: {
      zh: '融合激光雷达、视觉二维码与惯性测量单元数据，在反光板缺失或环境变化时自动调整各传感器权重，使 AGV 在货架区与开阔区的定位误差均控制在 ±10 mm 以内。',
      en: 'Lidar, visual fiducial and inertial data are fused, with sensor weights adjusted automatically when reflectors are missing or the environment changes, keeping AGV positioning error within ±10 mm both between racks and in open areas.',
    },
  },
  {
    kind: 'utility',
    number: 'ZL 2022 2 0000786.2',
    granted: '2022-12-13',
    title: { zh: '一种顶升式 AGV 的同步顶升机构', en: 'Synchronous lifting mechanism for a lifting AGV' },
    abstract: {
      zh: '采用单电机驱动、双凸轮联动的顶升结构，保证顶升板四角同步升降，在偏载条件下仍能平稳顶起料车，同时降低车身高度。',
      en: 'A single motor drives two linked cams so that all four corners of the lifting plate rise and fall together, lifting trolleys smoothly even under off-centre loads while reducing the vehicle height.',
    },
  },
  {
    kind: 'utility',
    number: 'ZL 2022 2 0000894.5',
    granted: '2023-03-07',
    title: { zh: '一种卷材搬运 AGV 的芯轴自动对中装置', en: 'Automatic mandrel alignment device for a coil-handling AGV' },
    abstract: {
      zh: '在定制属具前端设置视觉识别与浮动对中机构，AGV 取放卷材时可自动补偿芯孔的位置偏差，对接精度达到 ±1 mm，避免卷材端面受损。',
      en: 'Vision recognition and a floating alignment unit at the front of the attachment let the AGV compensate for core position deviations when picking or placing coils, docking to within ±1 mm and protecting the coil edges.',
    },
  },
  {
    kind: 'invention',
    number: 'ZL 2021 1 0000563.0',
    granted: '2023-05-30',
    title: { zh: '一种多 AGV 路径冲突消解的调度方法', en: 'Dispatching method for resolving path conflicts among multiple AGVs' },
    abstract: {
      zh: '将作业区域划分为带时间窗的路段资源，调度系统在分配任务时预测各车辆的占用时段，提前调整路径或等待策略，减少死锁与拥堵，适用于百台级车队。',
      en: 'The work area is divided into track segments with time windows. When assigning jobs, the dispatcher predicts when each vehicle will occupy them and adjusts routes or waiting in advance, reducing deadlocks and congestion in fleets of a hundred vehicles or more.',
    },
  },
  {
    kind: 'invention',
    number: 'ZL 2021 1 0000671.4',
    granted: '2023-11-21',
    title: { zh: '一种自动化立体仓库货位分配优化方法', en: 'Optimised storage location assignment method for automated warehouses' },
    abstract: {
      zh: '综合考虑货品出入库频率、货架承重分布与巷道负载均衡，动态计算最优货位，使堆垛机平均单次作业时间缩短约 12%。',
      en: 'Locations are computed dynamically from item movement frequency, rack load distribution and aisle load balancing, shortening the average stacker crane cycle by about 12%.',
    },
  },
  {
    kind: 'invention',
    number: 'ZL 2022 1 0000903.8',
    granted: '2024-09-24',
    title: { zh: '一种电池老化库异常托盘的应急转移方法', en: 'Emergency transfer method for abnormal pallets in a battery aging store' },
    abstract: {
      zh: '系统在检测到托盘温度或烟雾异常时，锁定相邻货位并规划最短路径，由堆垛机将异常托盘转移至隔离位，同时联动消防设施，降低热失控蔓延风险。',
      en: 'When abnormal temperature or smoke is detected at a pallet, the system locks neighbouring locations, plans the shortest path and has the stacker crane move the pallet to an isolation bay while activating fire protection, reducing the risk of thermal runaway spreading.',
    },
  },
  {
    kind: 'invention',
    number: 'ZL 2023 1 0001018.6',
    granted: '2025-07-15',
    title: { zh: '一种基于数字孪生的物流系统虚拟调试方法', en: 'Virtual commissioning method for logistics systems based on a digital twin' },
    abstract: {
      zh: '在数字孪生模型中模拟堆垛机、AGV 与输送设备的运动和信号交互，使 WCS 控制逻辑在设备安装前即可完成大部分测试，缩短现场调试周期。',
      en: 'Motion and signal exchange of stacker cranes, AGVs and conveyors are simulated in a digital twin, so most WCS control logic can be tested before equipment is installed, shortening on-site commissioning.',
    },
  },
];

function patentArticle(p: PatentSpec): SeedArticle {
  const kind = KIND_NAMES[p.kind];
  return {
    classifyType: CLASSIFY_TYPES.certification,
    category: 'patent',
    title: p.title,
    summary: { zh: `${kind.zh}，专利号 ${p.number}。`, en: `${kind.en}, No. ${p.number}.` },
    content: {
      zh: [
        details(
          [
            ['专利类型', kind.zh],
            ['专利号', p.number],
            ['授权公告日', p.granted],
            ['专利权人', HOLDER.zh],
          ],
          '：',
        ),
        '<h2>摘要</h2>',
        `<p>${p.abstract.zh}</p>`,
      ].join('\n'),
      en: [
        details(
          [
            ['Type', kind.en],
            ['Patent No.', p.number],
            ['Granted', p.granted],
            ['Holder', HOLDER.en],
          ],
          ': ',
        ),
        '<h2>Abstract</h2>',
        `<p>${p.abstract.en}</p>`,
      ].join('\n'),
    },
    publishTime: p.granted,
    image: { subject: 'patent', hue: p.kind === 'invention' ? 40 : 200 },
  };
}

// ───────────────────────────── Certificates and awards ─────────────────────────────

interface RecordSpec {
  category: 'certificate' | 'awards';
  publishTime: string;
  hue: number;
  title: Bilingual;
  summary: Bilingual;
  /** What the certificate or award covers. */
  text: Bilingual;
  /** Label/value rows, e.g. certificate number, scope, validity. */
  rows: { zh: [string, string][]; en: [string, string][] };
}

const records: RecordSpec[] = [
  {
    category: 'certificate',
    publishTime: '2024-03-15',
    hue: 210,
    title: { zh: 'ISO 9001 质量管理体系认证证书', en: 'ISO 9001 quality management system certificate' },
    summary: {
      zh: '覆盖堆垛机、AGV 及仓储物流软件的设计、生产、安装与服务。',
      en: 'Covers design, manufacture, installation and service of stacker cranes, AGVs and warehouse software.',
    },
    text: {
      zh: '公司自 2003 年起按 ISO 9001 标准建立质量管理体系，2024 年通过第三方认证机构的再认证审核。',
      en: 'Yunzhan has run a quality management system to ISO 9001 since 2003 and passed its latest recertification audit by an accredited third-party body in 2024.',
    },
    rows: {
      zh: [['标准', 'GB/T 19001-2016 / ISO 9001:2015'], ['证书编号', 'YZ-QMS-0000001'], ['有效期至', '2027-03-14']],
      en: [['Standard', 'ISO 9001:2015'], ['Certificate No.', 'YZ-QMS-0000001'], ['Valid until', '2027-03-14']],
    },
  },
  {
    category: 'certificate',
    publishTime: '2024-03-15',
    hue: 130,
    title: { zh: 'ISO 14001 环境管理体系认证证书', en: 'ISO 14001 environmental management system certificate' },
    summary: {
      zh: '覆盖公司总部及生产基地的产品设计、制造与相关管理活动。',
      en: 'Covers product design, manufacturing and related activities at head office and the production base.',
    },
    text: {
      zh: '认证范围内的焊接、涂装和机加工工序均已完成环境因素识别，并设定了能耗与废弃物减量目标。',
      en: 'Environmental aspects of welding, painting and machining within the scope have been assessed, with targets set for energy use and waste reduction.',
    },
    rows: {
      zh: [['标准', 'GB/T 24001-2016 / ISO 14001:2015'], ['证书编号', 'YZ-EMS-0000002'], ['有效期至', '2027-03-14']],
      en: [['Standard', 'ISO 14001:2015'], ['Certificate No.', 'YZ-EMS-0000002'], ['Valid until', '2027-03-14']],
    },
  },
  {
    category: 'certificate',
    publishTime: '2024-03-15',
    hue: 20,
    title: { zh: 'ISO 45001 职业健康安全管理体系认证证书', en: 'ISO 45001 occupational health and safety certificate' },
    summary: {
      zh: '覆盖生产基地制造作业及客户现场安装调试作业。',
      en: 'Covers manufacturing at the production base and installation and commissioning at customer sites.',
    },
    text: {
      zh: '体系特别针对高空安装、吊装和带电调试等现场作业制定了作业许可与安全交底制度。',
      en: 'The system includes work permits and safety briefings for high-level installation, lifting operations and live commissioning at customer sites.',
    },
    rows: {
      zh: [['标准', 'GB/T 45001-2020 / ISO 45001:2018'], ['证书编号', 'YZ-OHS-0000003'], ['有效期至', '2027-03-14']],
      en: [['Standard', 'ISO 45001:2018'], ['Certificate No.', 'YZ-OHS-0000003'], ['Valid until', '2027-03-14']],
    },
  },
  {
    category: 'certificate',
    publishTime: '2023-12-08',
    hue: 0,
    title: { zh: '高新技术企业证书', en: 'High and New Technology Enterprise certificate' },
    summary: {
      zh: '公司自 2009 年首次认定以来连续保持高新技术企业资格。',
      en: 'Yunzhan has held High and New Technology Enterprise status continuously since it was first recognised in 2009.',
    },
    text: {
      zh: '2023 年，公司再次通过高新技术企业认定，认定依据包括研发投入强度、知识产权数量与科技成果转化情况。',
      en: 'The status was renewed in 2023, based on R&amp;D intensity, intellectual property and the commercialisation of research results.',
    },
    rows: {
      zh: [['证书编号', 'GR2023000000001'], ['发证日期', '2023-12-08'], ['有效期', '三年']],
      en: [['Certificate No.', 'GR2023000000001'], ['Issued', '2023-12-08'], ['Validity', 'Three years']],
    },
  },
  {
    category: 'certificate',
    publishTime: '2024-09-10',
    hue: 240,
    title: { zh: 'AGV 产品 CE 认证', en: 'CE conformity for AGV products' },
    summary: {
      zh: '叉车式、迷你顶升与协作 AGV 三个系列通过 CE 符合性评估，可进入欧洲经济区市场。',
      en: 'Forklift, mini lifting and collaborative AGV series have passed CE conformity assessment for the European Economic Area.',
    },
    text: {
      zh: '评估依据欧盟机械指令和电磁兼容指令，涵盖安全功能、风险评估、电气安全与技术文件。',
      en: 'The assessment followed the EU Machinery Directive and EMC Directive, covering safety functions, risk assessment, electrical safety and technical documentation.',
    },
    rows: {
      zh: [['适用指令', '2006/42/EC，2014/30/EU'], ['覆盖产品', '叉车式 AGV、迷你顶升 AGV、协作 AGV'], ['报告编号', 'YZ-CE-0000005']],
      en: [['Directives', '2006/42/EC, 2014/30/EU'], ['Products', 'Forklift AGV, mini lifting AGV, collaborative AGV'], ['Report No.', 'YZ-CE-0000005']],
    },
  },
  {
    category: 'certificate',
    publishTime: '2022-07-20',
    hue: 270,
    title: { zh: '软件能力成熟度 CMMI 三级', en: 'CMMI Maturity Level 3 for software development' },
    summary: {
      zh: '软件研发中心通过 CMMI 三级评估，覆盖 WMS、WCS 与工业互联网平台的开发过程。',
      en: 'The software development centre was appraised at CMMI Maturity Level 3 for its WMS, WCS and industrial internet platform development.',
    },
    text: {
      zh: '评估涵盖需求管理、项目策划、配置管理、验证与确认等过程域，标志着公司软件研发过程实现规范化管理。',
      en: 'The appraisal covered requirements management, project planning, configuration management, verification and validation, confirming that software development follows defined processes.',
    },
    rows: {
      zh: [['评估等级', 'CMMI 3 级'], ['评估范围', '仓储物流软件研发'], ['评估编号', 'YZ-CMMI-0000006']],
      en: [['Level', 'Maturity Level 3'], ['Scope', 'Warehouse and logistics software development'], ['Appraisal No.', 'YZ-CMMI-0000006']],
    },
  },
  {
    category: 'certificate',
    publishTime: '2025-05-22',
    hue: 190,
    title: { zh: 'ISO/IEC 27001 信息安全管理体系认证证书', en: 'ISO/IEC 27001 information security certificate' },
    summary: {
      zh: '覆盖软件研发、远程运维服务及客户数据管理。',
      en: 'Covers software development, remote maintenance services and customer data handling.',
    },
    text: {
      zh: '随着远程诊断平台投入使用，公司对客户设备数据的访问、存储与传输实施分级授权与全程留痕管理。',
      en: 'With the remote diagnostics platform in service, access to, storage and transfer of customer equipment data are subject to tiered authorisation and full audit logging.',
    },
    rows: {
      zh: [['标准', 'ISO/IEC 27001:2022'], ['证书编号', 'YZ-ISMS-0000007'], ['有效期至', '2028-05-21']],
      en: [['Standard', 'ISO/IEC 27001:2022'], ['Certificate No.', 'YZ-ISMS-0000007'], ['Valid until', '2028-05-21']],
    },
  },
  {
    category: 'certificate',
    publishTime: '2024-10-18',
    hue: 50,
    title: { zh: '知识产权管理体系认证证书', en: 'Intellectual property management system certificate' },
    summary: {
      zh: '覆盖智能物流装备及软件的研发、生产、销售全过程中的知识产权管理。',
      en: 'Covers intellectual property management across development, production and sales of intralogistics equipment and software.',
    },
    text: {
      zh: '公司于 2021 年首次通过知识产权管理体系认证，2024 年完成换证。公司建立了专利检索、申请、维护与风险预警的全流程制度，新产品立项前均需完成专利检索分析。',
      en: 'First certified in 2021 and renewed in 2024, the system covers patent searches, filing, maintenance and risk alerts, and every new product project starts with a patent search.',
    },
    rows: {
      zh: [['标准', 'GB/T 29490-2013'], ['证书编号', 'YZ-IPMS-0000008'], ['有效期至', '2027-10-17']],
      en: [['Standard', 'GB/T 29490-2013'], ['Certificate No.', 'YZ-IPMS-0000008'], ['Valid until', '2027-10-17']],
    },
  },
  // ───────────────────────────── Awards ─────────────────────────────
  {
    category: 'awards',
    publishTime: '2021-11-30',
    hue: 15,
    title: { zh: '省级企业技术中心', en: 'Provincial enterprise technology centre' },
    summary: {
      zh: '公司技术中心被认定为省级企业技术中心。',
      en: 'Yunzhan\'s technology centre has been recognised as a provincial enterprise technology centre.',
    },
    text: {
      zh: '技术中心下设机械结构、电气控制、导航算法、软件平台和试验检测五个研究室，研发人员占员工总数的 28%。',
      en: 'The centre has five labs (mechanical structures, electrical controls, navigation algorithms, software platforms, and testing), and R&amp;D staff make up 28% of the workforce.',
    },
    rows: {
      zh: [['认定单位', '省级工业和信息化主管部门'], ['认定年份', '2021 年']],
      en: [['Awarded by', 'Provincial department of industry and information technology'], ['Year', '2021']],
    },
  },
  {
    category: 'awards',
    publishTime: '2022-09-16',
    hue: 330,
    title: { zh: '省级专精特新中小企业', en: 'Provincial specialised and innovative SME' },
    summary: {
      zh: '公司凭借在自动化立体仓库领域的专业化能力入选省级专精特新中小企业名单。',
      en: 'Yunzhan was named a provincial specialised and innovative SME for its expertise in automated warehousing.',
    },
    text: {
      zh: '评定综合考察企业的专业化程度、创新能力、经营效益与市场占有率。公司主营业务收入中智能物流装备及系统占比超过 90%。',
      en: 'The assessment looks at specialisation, innovation, financial performance and market share. Intralogistics equipment and systems account for more than 90% of Yunzhan\'s core revenue.',
    },
    rows: {
      zh: [['认定单位', '省级工业和信息化主管部门'], ['认定年份', '2022 年']],
      en: [['Awarded by', 'Provincial department of industry and information technology'], ['Year', '2022']],
    },
  },
  {
    category: 'awards',
    publishTime: '2023-06-02',
    hue: 45,
    title: { zh: '省科学技术进步奖二等奖', en: 'Provincial science and technology progress award, second prize' },
    summary: {
      zh: '“大型自动化立体仓库高速堆垛机关键技术及应用”项目获省科学技术进步奖二等奖。',
      en: 'The project "Key technologies and applications of high-speed stacker cranes for large AS/RS" won a second prize.',
    },
    text: {
      zh: '项目攻克了高速运行下的立柱振动抑制、精确定位和节能驱动等关键技术，相关成果已应用于 200 余个立体库项目。',
      en: 'The project solved key problems in mast vibration damping at high speed, precise positioning and energy-saving drives, and its results have been used in more than 200 AS/RS projects.',
    },
    rows: {
      zh: [['授奖单位', '省人民政府'], ['获奖年份', '2023 年']],
      en: [['Awarded by', 'Provincial government'], ['Year', '2023']],
    },
  },
  {
    category: 'awards',
    publishTime: '2024-01-12',
    hue: 160,
    title: { zh: '年度物流装备创新产品奖', en: 'Logistics equipment product innovation award' },
    summary: {
      zh: '协作 AGV 在物流技术行业年会上获评年度创新产品。',
      en: 'Yunzhan\'s collaborative AGV was named an innovative product of the year at the logistics technology industry conference.',
    },
    text: {
      zh: '评审专家认为，该产品在人机混合环境中的分级减速与安全感知设计具有较强的实用价值，最高速度 1.7 m/s 兼顾了效率与安全。',
      en: 'The jury highlighted its staged slow-down and safety sensing for mixed human-vehicle areas, noting that a top speed of 1.7 m/s balances efficiency and safety.',
    },
    rows: {
      zh: [['颁奖单位', '物流技术行业年会组委会'], ['获奖产品', '协作 AGV'], ['获奖年份', '2024 年']],
      en: [['Awarded by', 'Organising committee of the logistics technology industry conference'], ['Product', 'Collaborative AGV'], ['Year', '2024']],
    },
  },
  {
    category: 'awards',
    publishTime: '2024-12-18',
    hue: 220,
    title: { zh: '省级智能制造优秀场景', en: 'Provincial smart manufacturing showcase' },
    summary: {
      zh: '公司堆垛机立柱自动化焊接车间入选省级智能制造优秀场景。',
      en: 'Yunzhan\'s automated stacker crane mast welding shop was selected as a provincial smart manufacturing showcase.',
    },
    text: {
      zh: '该车间配置 8 套焊接机器人工作站，焊接参数和质量数据全部在线采集，立柱焊接一次合格率达到 99.2%。',
      en: 'The shop has eight robotic welding cells with all welding parameters and quality data captured online, and achieves a first-pass yield of 99.2% on mast welds.',
    },
    rows: {
      zh: [['认定单位', '省级工业和信息化主管部门'], ['认定年份', '2024 年']],
      en: [['Awarded by', 'Provincial department of industry and information technology'], ['Year', '2024']],
    },
  },
  {
    category: 'awards',
    publishTime: '2025-08-21',
    hue: 110,
    title: { zh: '省级绿色工厂', en: 'Provincial green factory' },
    summary: {
      zh: '公司生产基地入选省级绿色工厂名单。',
      en: 'Yunzhan\'s production base has been listed as a provincial green factory.',
    },
    text: {
      zh: '生产基地屋顶光伏年发电量约 420 万千瓦时，涂装线改用低挥发性涂料，单位产值综合能耗较三年前下降 18%。',
      en: 'Rooftop solar at the base generates about 4.2 GWh a year, the paint line has switched to low-VOC coatings, and energy use per unit of output is 18% lower than three years ago.',
    },
    rows: {
      zh: [['认定单位', '省级工业和信息化主管部门'], ['认定年份', '2025 年']],
      en: [['Awarded by', 'Provincial department of industry and information technology'], ['Year', '2025']],
    },
  },
  {
    category: 'awards',
    publishTime: '2026-04-23',
    hue: 280,
    title: { zh: '年度优秀智慧物流园区解决方案', en: 'Smart logistics park solution of the year' },
    summary: {
      zh: '四川某锂电产业园智慧物流园区项目获评年度优秀智慧物流园区解决方案。',
      en: 'The smart logistics park for a lithium battery cluster in Sichuan was named smart logistics park solution of the year.',
    },
    text: {
      zh: '该项目以三座立体库、60 台 AGV 和统一的 WMS、TMS 及数字孪生平台实现多工厂物料协同，园区厂际转运车辆减少七成以上。',
      en: 'Three AS/RS buildings, 60 AGVs and a shared WMS, TMS and digital twin coordinate material flows between plants, cutting inter-plant vehicles by more than 70%.',
    },
    rows: {
      zh: [['颁奖单位', '智慧物流行业评选组委会'], ['获奖项目', '锂电产业园智慧物流园区（一期）'], ['获奖年份', '2026 年']],
      en: [['Awarded by', 'Smart logistics industry awards committee'], ['Project', 'Lithium battery industrial park, phase one'], ['Year', '2026']],
    },
  },
];

function recordArticle(r: RecordSpec): SeedArticle {
  return {
    classifyType: CLASSIFY_TYPES.certification,
    category: r.category,
    title: r.title,
    summary: r.summary,
    content: {
      zh: [`<p>${r.text.zh}</p>`, details(r.rows.zh, '：')].join('\n'),
      en: [`<p>${r.text.en}</p>`, details(r.rows.en, ': ')].join('\n'),
    },
    publishTime: r.publishTime,
    image: { subject: r.category === 'awards' ? 'award' : 'certificate', hue: r.hue },
  };
}

/** Patents, certificates and awards. */
export const certificationArticles: SeedArticle[] = [...patents.map(patentArticle), ...records.map(recordArticle)];
