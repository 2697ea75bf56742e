import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { ConsultDialog, type ConsultDialogProps } from '../../../widgets/consult/ConsultDialog';

/** The dialog's labels, as a visitor reads them. */
export const LABELS = {
  zh: {
    customersName: '联系人', customersPhone: '联系电话', companyName: '公司名称', industry: '所属行业',
    customersAddress: '所在城市', demand: '需求描述', remark: '备注',
    title: '在线咨询', confirm: '确定', cancel: '取消', close: '关闭', search: '搜索地区',
  },
  en: {
    customersName: 'Contact person', customersPhone: 'Phone', companyName: 'Company name', industry: 'Industry',
    customersAddress: 'City', demand: 'Requirement', remark: 'Remarks',
    title: 'Consultation', confirm: 'Confirm', cancel: 'Cancel', close: 'Close', search: 'Search regions',
  },
} as const;

export type Language = keyof typeof LABELS;

export const VALID_LEAD = {
  customersName: '王工',
  customersPhone: '13912345678',
  companyName: '星河新能源科技',
  industry: '新能源',
  customersAddress: '广东省/深圳市/南山区',
  demand: '电芯成品库立体库改造',
  remark: '希望下周上门沟通',
};

export type LeadValues = typeof VALID_LEAD;
const TEXT_FIELDS = ['customersName', 'customersPhone', 'companyName', 'industry', 'demand', 'remark'] as const;

/** The dialog behind an opener button, as a page uses it (the opener gets focus back on closing). */
export function ConsultHarness(props: Partial<ConsultDialogProps> & { initiallyOpen?: boolean }) {
  const { initiallyOpen, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen ?? false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>open consult</button>
      <ConsultDialog
        {...rest}
        open={open}
        onClose={(detail) => {
          setOpen(false);
          onClose?.(detail);
        }}
      />
    </>
  );
}

export function field(language: Language, name: keyof typeof LABELS.zh) {
  return screen.getByRole('textbox', { name: LABELS[language][name] });
}

export function cityTrigger(language: Language) {
  return screen.getByRole('button', { name: new RegExp(`^${LABELS[language].customersAddress}`) });
}

/** Picks a region through the picker's filter, as a visitor who types its name. */
export async function pickCity(user: UserEvent, language: Language, path: string) {
  await user.click(cityTrigger(language));
  const search = await screen.findByRole('combobox', { name: LABELS[language].search });
  await user.click(search);
  await user.paste(path.split('/').pop() ?? path);
  const results = await screen.findByRole('listbox', { name: language === 'en' ? 'Matching regions' : '匹配的地区' });
  await user.click(within(results).getByRole('option', { name: path }));
}

/** Fills the dialog with `values` ('' or absent leaves a field empty). */
export async function fillLead(user: UserEvent, language: Language, values: Partial<LeadValues>) {
  for (const name of TEXT_FIELDS) {
    const value = values[name];
    if (!value) continue;
    await user.click(field(language, name));
    await user.paste(value);
  }
  if (values.customersAddress) await pickCity(user, language, values.customersAddress);
}
