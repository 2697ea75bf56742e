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
  contentChangedMeanwhile: '该内容刚被他人修改：下面是最新版本，请在此基础上重新修改',
  contentNotFound: '该内容不存在或已被删除',
  contentVersionNotFound: '该历史版本不存在',
  contentInUse: '仍有 {count} 项内容在使用它，无法删除：请先移走或删除这些内容',
  contentSegmentInvalid: '链接名只能包含字母、数字和连字符（-），以字母或数字开头，最多 64 个字符',
  contentSegmentTaken: '同一栏目类型下已有使用该链接名的分类',
  contentCategoryMissing: '所选的分类不存在',
  contentParentMissing: '所选的上级分类不存在，或不属于同一栏目类型',
  contentTagMissing: '所选的标签中有已不存在的',
  contentLanguageRequired: '请至少填写一种语言的内容',
  contentTextRequired: '请填写此项',
  contentTextTooLong: '内容过长',
  contentFieldInvalid: '请填写有效的值',
  contentFilterInvalid: '筛选条件无效',
  contentOrderInvalid: '排序须列出同一列表中的现有条目，且不重复',
  mediaTypeUnsupported: '不支持的文件格式，请上传 JPEG、PNG、WebP、AVIF、SVG 图片或 PDF、MP4 文件',
  mediaContentMismatch: '文件内容与扩展名不符，或文件已损坏，请上传真实的图片或文件',
  mediaTooLarge: '文件过大，媒体文件不能超过 {maxMb} MB',
  mediaSvgEmpty: '这个 SVG 去掉脚本和外部引用后没有可显示的内容',
  mediaAltTooLong: '替代文字不能超过 300 个字符',
  mediaFocalPointInvalid: '焦点须在图片范围内（0 到 1 之间）',
  mediaInUse: '该文件仍在 {count} 处使用，请先在这些内容中替换或移除它',
} as const;

export type BackOfficeMessageKey = keyof typeof backOfficeZh;
export type BackOfficeMessages = { readonly [K in BackOfficeMessageKey]: string };
