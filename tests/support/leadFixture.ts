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

/** A prospect abroad, as the English dialog takes them: a longer name, a UK number, a country and a city. */
export const abroadLead = {
  customersName: 'John Smith',
  customersPhone: '+44 20 7946 0958',
  companyName: 'Northern Pallet Logistics Ltd',
  industry: 'Cold-chain warehousing',
  customersAddress: 'United Kingdom/London',
  demand: 'An automated cold store for 6,000 pallets',
  remark: 'Please call after 2 pm UK time',
  privacyConsent: true as const,
};
