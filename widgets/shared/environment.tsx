import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { WidgetLanguage } from './widgetLanguage';

/**
 * Where a widget renders. `shadow`: the embed bundle mounted it in a shadow root and already
 * adopted its stylesheet there, so components render no `<style>`. `head` (the Gatsby site): the
 * page's head carries the CSS of the widgets the page is built with, and `adopt` adds the CSS of
 * any other to the head, so components render no `<style>` either: HTML allows `<style>` in the
 * body only where its rules reach nothing outside its parent, which the shared `.cmsw-root` rules
 * do. `inline` (the default, a widget rendered alone, as the widgets' tests do): components render
 * their CSS in a `<style>` element beside themselves. Class names are prefixed `cmsw-` so they
 * cannot collide with the site's.
 */
export interface WidgetEnvironment {
  styleMode: 'inline' | 'shadow' | 'head';
  /** CSP nonce for any `<style>` element a widget renders. */
  nonce: string | undefined;
  /**
   * In a shadow root or the site's head: adds a stylesheet there (once per CSS text). Parts of a
   * widget that load later (the city picker's panel) bring their CSS this way.
   */
  adopt?: (css: string) => void;
}

const EnvironmentContext = createContext<WidgetEnvironment>({ styleMode: 'inline', nonce: undefined });

export function WidgetEnvironmentProvider({ value, children }: { value: WidgetEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useWidgetEnvironment(): WidgetEnvironment {
  return useContext(EnvironmentContext);
}

// Layout effects do nothing on the server (and React 18 warns there); the shadow root exists in
// browsers only. Reading `typeof window` touches nothing.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The CSS of a widget. In a shadow root or the site's head it is adopted there before the first
 * paint (a layout effect), once; the site's server HTML has it in the head already (see
 * `styleMode`). Rendered alone (`inline`) it is a `<style>` element beside the widget.
 */
export function WidgetStyle({ css }: { css: string }) {
  const { styleMode, nonce, adopt } = useWidgetEnvironment();
  useBrowserLayoutEffect(() => {
    if (styleMode !== 'inline') adopt?.(css);
  }, [styleMode, adopt, css]);
  if (styleMode !== 'inline') return null;
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** Props give a language as the API (`zh`, `en`) or the site (`zh-CN`, `en-US`) spells it. */
export type LanguageProp = WidgetLanguage | 'zh-CN' | 'en-US' | string;

/**
 * The language of a prop: English for anything starting with `en` (`en`, `en-US`), else Chinese.
 * The same rule as resolveWidgetLanguage (a test holds them equal), written out so the runtime
 * chunk every widget loads does not carry the contract's language module for one comparison.
 */
export function normalizeLanguage(language: LanguageProp | undefined): WidgetLanguage {
  return /^\s*en/i.test(language ?? '') ? 'en' : 'zh';
}
