import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { useState } from 'react';
import { ConsultDialog } from '../../../widgets/consult/ConsultDialog';
import type { ConsultDialogProps } from '../../../widgets/consult/leadModel';
import { abroadLead, validLead } from '../../support/leadFixture';

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

export type LeadValues = typeof validLead;

/** A lead each dialog takes: a Chinese one in Chinese, a prospect abroad in English. */
export const LEADS: Record<Language, LeadValues> = { zh: validLead, en: abroadLead };
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

/**
 * A user-event instance without the pointer-events check: it computes styles up the tree on
 * every click, which jsdom does slowly. (Widgets never rely on pointer-events.)
 */
export function setupUser(): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** A label's text is its name, plus ` *` for required fields. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

/**
 * A field by its visible label. (Found by label rather than by role and accessible name: jsdom
 * computes accessible names slowly, and the tests that check roles and names do so themselves.)
 */
export function field(language: Language, name: keyof typeof LABELS.zh) {
  return screen.getByLabelText(labelled(LABELS[language][name]));
}

export function cityTrigger(language: Language) {
  return screen.getByLabelText(labelled(LABELS[language].customersAddress));
}

/**
 * Picks a region through the picker's filter, as a visitor who types its name; in English a
 * country and a city ("United Kingdom/London") by choosing the country and typing the city.
 */
export async function pickCity(user: UserEvent, language: Language, path: string) {
  await user.click(cityTrigger(language));
  const search = await screen.findByLabelText(LABELS[language].search);
  // The panel's effects have run (Preact runs them after the next frame) once focus is in it.
  await waitFor(() => expect(search.ownerDocument.activeElement).toBe(search));
  const levels = path.split('/');
  const abroad = language === 'en' && levels.length === 2;
  await user.paste((abroad ? levels[0] : levels.at(-1)) ?? path);
  const results = await screen.findByLabelText(language === 'en' ? 'Matching regions' : '匹配的地区');
  await user.click(within(results).getByText(abroad ? levels[0]! : path));
  if (!abroad) return;
  const city = await screen.findByLabelText('Town or city');
  await waitFor(() => expect(city.ownerDocument.activeElement).toBe(city));
  await user.paste(levels[1]!);
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

/** The consent to the privacy notice: it comes with the chunk that checks and sends, loaded as the dialog opens. */
export function consentBox(language: Language) {
  return screen.findByLabelText(language === 'zh' ? '我已阅读并同意《隐私政策》' : 'I have read and agree to the Privacy Notice') as Promise<HTMLInputElement>;
}

/** Fills the dialog with `values` ('' or absent leaves a field empty), ticking the consent when they give it. */
export async function fillLead(user: UserEvent, language: Language, values: Partial<LeadValues>) {
  for (const name of TEXT_FIELDS) {
    const value = values[name];
    if (!value) continue;
    await user.click(field(language, name));
    await user.paste(value);
  }
  if (values.customersAddress) await pickCity(user, language, values.customersAddress);
  if (values.privacyConsent) await user.click(await consentBox(language));
}
