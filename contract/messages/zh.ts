/**
 * Chinese copy of every message a visitor can meet; the back office's own are in backOffice/.
 * It is the reference: `en.ts` is typed by it, so a message added here without its English is a
 * compile error.
 * The first seven are the consultation dialog's established messages, verbatim.
 */
export const zh = {
  contactNameRequired: '请输入联系人',
  companyNameRequired: '请输入公司名称',
  industryRequired: '请输入行业',
  demandRequired: '请输入需求描述',
  phoneRequired: '请输入联系电话',
  phoneInvalid: '手机号格式不正确',
  cityRequired: '请选择所在城市',
  contactNameTooLong: '联系人长度为 1 到 8 个字符',
  companyNameTooLong: '公司名称不能超过 50 个字符',
  industryTooLong: '行业不能超过 50 个字符',
  demandTooLong: '需求描述不能超过 100 个字符',
  remarkTooLong: '备注不能超过 100 个字符',
  cityInvalid: '请选择省、市、区三级城市',
  internationalContactNameTooLong: '联系人不能超过 40 个字符',
  locationInvalid: '请选择国家或地区并填写城市',
  nameRequired: '请填写姓名',
  nameTooLong: '姓名不能超过 50 个字符',
  telephoneRequired: '请填写电话号码',
  telephoneInvalid: '电话号码格式不正确',
  emailRequired: '请填写邮箱',
  emailInvalid: '邮箱格式不正确',
  companyRequired: '请填写公司名称',
  fileRequired: '请上传简历文件',
  fileIdInvalid: '请选择要下载的文件',
  fileTypeUnsupported: '不支持的文件格式，请上传 html、htm、pdf、doc、docx、txt、xls、xlsx、mht 或 rtf 文件',
  fileContentMismatch: '文件内容与扩展名不符，请上传真实的简历文件',
  fileTooLarge: '文件过大，简历文件不能超过 {maxMb} MB',
  success: '操作成功',
  unsupportedMediaType: '不支持的请求格式',
  idempotencyKeyReused: '该 Idempotency-Key 已用于另一份不同的提交',
  payloadTooLarge: '提交内容过大',
  submitted: '提交成功',
  botRejected: '提交未被接受，请直接拨打我们的电话联系',
  tooManyRequests: '提交过于频繁，请稍后再试',
  badRequest: '请求格式不正确',
  notFound: '未找到相关内容',
  serverError: '服务暂时不可用，请稍后再试',
  idempotencyConflict: '相同的提交仍在处理中，请稍后再试',
  idempotencyKeyInvalid: 'Idempotency-Key 请求头格式不正确',
  requestTimeout: '请求发送超时，请重试',
  headersTooLarge: '请求头过大',
  privacyConsentRequired: '请阅读并勾选同意《隐私政策》',
  spamChallengeMissing: '页面的安全校验未完成，请刷新页面后重新提交',
  spamChallengeInvalid: '页面的安全校验未通过，请刷新页面后重新提交',
  spamChallengeExpired: '页面的安全校验已过期，请刷新页面后重新提交',
  spamChallengeReused: '该安全校验已使用过，请刷新页面后重新提交',
  submissionTokenInvalid: 'API 令牌无效或已被撤销',
} as const;

export type MessageKey = keyof typeof zh;
export type Messages = { readonly [K in MessageKey]: string };
