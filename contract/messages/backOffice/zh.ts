/**
 * Chinese copy of the messages only the back office meets (staff sign-in, the inboxes, the
 * session and its permissions). Apart from the visitor catalogue (../zh.ts) so the widgets and
 * the site, which never show them, do not carry them. It is the reference: `en.ts` is typed by it.
 */
export const backOfficeZh = {
  passwordRequired: '请输入密码',
  signInFailed: '邮箱或密码不正确',
  signInLocked: '登录失败次数过多，该账号已暂时锁定，请 {minutes} 分钟后再试',
  signInRequired: '请先登录',
  forbidden: '当前账号无权执行此操作',
  csrfTokenInvalid: '页面已过期，请刷新后重试',
  resumeStageInvalid: '请选择有效的简历阶段',
  resumeStageNotAllowed: '简历不能从当前阶段变更为该阶段',
  noteRequired: '请填写备注内容',
  noteTooLong: '备注不能超过 2000 个字符',
  resumePdfOnlyInline: '只有 PDF 简历可以在线预览，请下载查看',
  leadTransitionRefused: '线索状态不能从“{from}”改为“{to}”',
  lostReasonRequired: '标记为丢单时请填写原因',
  leadOwnerInvalid: '负责人须为可处理线索的在职员工',
  leadChangedMeanwhile: '该线索刚被他人修改，请刷新后重试',
  resumePreviewPdf: 'PDF 简历请直接在线打开原文件查看',
  resumePreviewFailed: '这份简历无法在线预览，请下载查看',
  resumePreviewEmpty: '这份简历没有可以预览的文字，请下载查看',
  webhookUrlInvalid: '请填写以 https:// 开头的有效地址（http 仅限本机或已允许时）',
  webhookDescriptionTooLong: '说明不能超过 500 个字符',
  contentTextRequired: '请填写所有必填的文字',
  contentTextTooLong: '有文字超过了允许的长度，请缩短',
  contentLanguageRequired: '请至少填写一种语言的内容',
  contentAddressInvalid: '地址须为以 / 开头的站内路径，或以 http:// 或 https:// 开头的网址',
  contentLinkInvalid: '链接须为以 http:// 或 https:// 开头的网址',
  contentPhoneInvalid: '电话号码格式不正确（数字、空格、括号和“-”，可带“+”）',
  contentEmailInvalid: '邮箱格式不正确',
  contentDateInvalid: '日期须为 YYYY-MM-DD 格式的有效日期',
  contentNumberInvalid: '请填写有效的非负整数',
  contentChoiceInvalid: '请从列表中选择',
  productKeyInvalid: '产品标识只能包含字母、数字、“-”和“_”',
  productKeyTaken: '同类产品中已有标识为“{key}”的产品，请换一个标识',
  analyticsBaiduIdInvalid: '百度统计 ID 须为 32 位小写十六进制字符',
  analyticsGoogleIdInvalid: 'Google Analytics 衡量 ID 须形如 G-XXXXXXXX',
  jobCategoryMissing: '所选职位类别不存在，请重新选择',
  workPlaceMissing: '所选工作地点不存在，请重新选择',
  reviewCaseMissing: '所选案例不存在，请重新选择',
  jobCategoryInUse: '该职位类别下还有职位：{where}。请先删除这些职位或改为其他类别',
  workPlaceInUse: '该工作地点还有职位：{where}。请先删除这些职位或改为其他地点',
  jobHasResumes: '该职位已收到 {count} 份简历，不能删除；可改为下线',
  caseHasReviews: '有客户评价链接到该案例：{where}。请先删除这些评价或取消链接',
  settingsSingle: '站点设置只有一项：可以修改和发布，不能新建、下线或删除',
} as const;

export type BackOfficeMessageKey = keyof typeof backOfficeZh;
export type BackOfficeMessages = { readonly [K in BackOfficeMessageKey]: string };
