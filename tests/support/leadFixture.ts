/** A consultation request that passes every rule of the consultation dialog, the privacy consent given. */
export const validLead = {
  customersName: '王工',
  customersPhone: '13912345678',
  companyName: '星河新能源科技',
  industry: '新能源',
  customersAddress: '广东省/深圳市/南山区',
  demand: '电芯成品库立体库改造',
  remark: '希望下周上门沟通',
  privacyConsent: true as const,
};
