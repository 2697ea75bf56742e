import type { InputHTMLAttributes } from 'react';
import type { WidgetLanguage } from './widgetLanguage';

/**
 * How each language's phone rule wants the number typed, for every form that asks for one: the
 * Chinese one an 11-digit mobile (digits only, the number without its country code), the English
 * one any telephone number, mainland or international (a keypad with `+`).
 */
export const PHONE_INPUT = {
  zh: { inputMode: 'numeric', autoComplete: 'tel-national' },
  en: { inputMode: 'tel', autoComplete: 'tel' },
} as const satisfies Record<WidgetLanguage, InputHTMLAttributes<HTMLInputElement>>;
