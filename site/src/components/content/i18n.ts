import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Copy of one locale namespace, as plain strings. */
export interface Copy {
  (key: string, values?: Record<string, string | number>): string;
  /** A structured value (an array of items) of the locale file, or [] when absent. */
  list<T>(key: string, values?: Record<string, string | number>): T[];
}

/**
 * `useTranslation(ns)` with string results: the site configures i18next with `returnNull: false`,
 * but i18next 22's types still allow null unless that is declared globally. Repeated items
 * (milestones, values, challenges…) live in the JSON as arrays and are read with `list`.
 */
export function useCopy(ns: string): Copy {
  const { t } = useTranslation(ns);
  return useMemo(() => {
    const translate = t as unknown as (key: string, options?: object) => unknown;
    const copy = ((key: string, values?: Record<string, string | number>) => {
      const value = translate(key, values);
      return typeof value === 'string' ? value : key;
    }) as Copy;
    copy.list = <T,>(key: string, values?: Record<string, string | number>): T[] => {
      const value = translate(key, { ...values, returnObjects: true });
      return Array.isArray(value) ? (value as T[]) : [];
    };
    return copy;
  }, [t]);
}

export const isEnglish = (language: string | undefined) => language === 'en-US';
