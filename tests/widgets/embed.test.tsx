import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNoopApi, createWidgetsApi, replayQueue, type CmsWidgets, type CmsWidgetsStub } from '../../widgets/embed/api';
import type { WidgetEntry, WidgetName } from '../../widgets/embed/types';
import { HOST_CSS } from '../../widgets/shared/base.css';
import { startCms, type TestCms } from './support/cms';
import { setupUser } from './support/consult';
import { validLead } from '../support/leadFixture';

let cms: TestCms;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(async () => {
  cms = await startCms();
  // The loader renders when a chunk arrives, as in a page, not inside act(): React need not warn.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  await cms.close();
});

/** The widget chunks, as the loader imports them (here from source, with this project's renderer). */
const ENTRIES: Partial<Record<WidgetName, () => Promise<WidgetEntry>>> = {
  consult: () => import('../../widgets/consult/embed'),
  floating: () => import('../../widgets/floating/embed'),
};

function createApi(settings: { lang?: string; nonce?: string } = {}): CmsWidgets {
  return createWidgetsApi({
    win: window,
    settings: { cmsUrl: `${cms.url}/`, ...settings },
    loadEntry: (name) => ENTRIES[name]?.() ?? Promise.reject(new Error(`this bundle has no "${name}" widget`)),
  });
}

function placeholder(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

/** The widget's tree, for Testing Library queries. */
const shadowOf = (host: Element) => {
  // Testing Library queries elements, not shadow roots: the container React or Preact renders into.
  const container = host.shadowRoot?.lastElementChild;
  if (!(container instanceof HTMLElement)) throw new Error('nothing rendered in the shadow root');
  return within(container);
};

const events = (target: EventTarget, name: string) => {
  const seen: Array<CustomEvent<Record<string, unknown>>> = [];
  target.addEventListener(`cms-widget:${name}`, (event) => seen.push(event as CustomEvent<Record<string, unknown>>));
  return seen;
};

describe('placeholders', () => {
  it('mount each widget in an open shadow root, shown whatever the page’s CSS says', async () => {
    // A hostile page: its CSS hides every div and resets everything.
    document.head.insertAdjacentHTML('beforeend', '<style id="hostile">* { all: unset } div { display: none !important }</style>');
    const host = placeholder('<div data-cms-widget="floating" data-qr="/cms/static/images/wechat-qr.png"><a href="tel:400">400</a></div>');
    const ready = events(document, 'ready');
    const api = createApi();
    api.load();

    await waitFor(() => expect(ready).toHaveLength(1));
    expect(ready[0]?.target).toBe(host);
    expect(ready[0]?.detail).toEqual({ widget: 'floating' });
    expect(host.shadowRoot?.mode).toBe('open');
    expect(host.style.getPropertyValue('display')).toBe('block');
    expect(host.style.getPropertyPriority('display')).toBe('important');
    expect(getComputedStyle(host).display).toBe('block');
    const widget = shadowOf(host);
    expect(widget.getByRole('button', { name: '联系我们' })).toBeTruthy();
    // Root-relative options resolve against the CMS.
    expect(host.shadowRoot?.querySelector('img')?.getAttribute('src')).toBe(`${cms.url}/cms/static/images/wechat-qr.png`);
    // Nothing of the widget is in the page's own tree.
    expect(host.querySelector('button')).toBeNull();
    document.getElementById('hostile')?.remove();
  });

  it('carry their styles in a <style> with the nonce where constructable stylesheets are missing', async () => {
    const host = placeholder('<div data-cms-widget="floating"></div>');
    const api = createApi({ nonce: 'abc' });
    await api.mount(host, 'floating').ready;
    const styles = [...(host.shadowRoot?.querySelectorAll('style') ?? [])];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((style) => style.getAttribute('nonce') === 'abc')).toBe(true);
    expect(styles.map((style) => style.textContent).join('')).toContain(HOST_CSS);
    expect(styles.map((style) => style.textContent).join('')).toContain('.cmsw-fab');
    // No style reaches the page.
    expect(document.querySelectorAll('style')).toHaveLength(0);

    const other = placeholder('<div data-cms-widget="floating" data-nonce="xyz"></div>');
    await api.mount(other, 'floating', { nonce: 'xyz' }).ready;
    expect(other.shadowRoot?.querySelector('style')?.getAttribute('nonce')).toBe('xyz');
  });

  it('adopt constructable stylesheets where the browser has them', async () => {
    const adopted = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get(this: ShadowRoot) {
        return adopted.get(this) ?? [];
      },
      set(this: ShadowRoot, sheets: CSSStyleSheet[]) {
        adopted.set(this, sheets);
      },
    });
    try {
      const host = placeholder('<div></div>');
      await createApi().mount(host, 'floating').ready;
      const sheets = host.shadowRoot?.adoptedStyleSheets ?? [];
      expect(sheets.length).toBe(2);
      expect(host.shadowRoot?.querySelector('style')).toBeNull();
      const text = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
      expect(text).toContain(':host');
      expect(text).toContain('.cmsw-fab');
    } finally {
      delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    }
  });

  it('speak the placeholder’s data-lang, else the script’s, else the page’s <html lang>, else Chinese', async () => {
    const name = async (html: string, settings: { lang?: string } = {}) => {
      const host = placeholder(html);
      await createApi(settings).mount(host, 'floating', { ...host.dataset }).ready;
      return shadowOf(host).getAllByRole('button')[0]?.getAttribute('aria-label');
    };
    expect(await name('<div data-lang="en-US"></div>')).toBe('Contact us');
    expect(await name('<div></div>')).toBe('联系我们');
    expect(await name('<div></div>', { lang: 'en' })).toBe('Contact us');
    expect(await name('<div data-lang="zh-CN"></div>', { lang: 'en' })).toBe('联系我们');
    document.documentElement.lang = 'en-GB';
    expect(await name('<div></div>')).toBe('Contact us');
  });

  it('reload() remounts what is on the page, unmount() takes a widget down', async () => {
    const first = placeholder('<div data-cms-widget="floating"></div>');
    const api = createApi();
    api.load();
    await waitFor(() => expect(first.shadowRoot?.querySelector('button')).not.toBeNull());
    api.load();
    expect(first.shadowRoot?.querySelectorAll('.cmsw-floating')).toHaveLength(1);

    first.remove();
    const second = placeholder('<div data-cms-widget="floating" data-lang="en"></div>');
    api.reload();
    await waitFor(() => expect(second.shadowRoot?.querySelector('button')?.getAttribute('aria-label')).toBe('Contact us'));
    api.unmount(second);
    expect(second.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('report a widget the bundle does not have as an error event', async () => {
    const host = placeholder('<div data-cms-widget="gallery"></div>');
    const onError = vi.fn();
    const errors = events(window, 'error');
    const handle = createApi().mount(host, 'gallery' as WidgetName, { onError });
    expect(await handle.ready).toBe(false);
    expect(errors[0]?.detail).toEqual({ widget: 'gallery', message: 'this bundle has no "gallery" widget' });
    expect(onError).toHaveBeenCalledWith({ widget: 'gallery', message: 'this bundle has no "gallery" widget' });
  });
});

describe('open("consult")', () => {
  it('shows the dialog in a host on <body>; submit, success and close reach listeners and callbacks', async () => {
    const before = (await cms.leads()).length;
    const user = setupUser();
    const callbacks = { onReady: vi.fn(), onSubmit: vi.fn(), onSuccess: vi.fn(), onClose: vi.fn() };
    const seen = { submit: events(window, 'submit'), success: events(document, 'success'), close: events(document, 'close') };
    const api = createApi();
    const handle = api.open('consult', callbacks);
    expect(await handle.ready).toBe(true);

    const host = document.querySelector('[data-cms-widget-modal="consult"]') as HTMLElement;
    expect(host.parentElement).toBe(document.body);
    const root = host.shadowRoot as ShadowRoot;
    expect(shadowOf(host).getByRole('dialog', { name: '在线咨询' })).toBeTruthy();
    expect(callbacks.onReady).toHaveBeenCalledWith({ widget: 'consult' });

    const input = (name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement;
    // Typed values go in as input events: user-event follows focus into shadow roots unevenly
    // (its own tests of typing are the consult dialog's).
    for (const name of ['customersName', 'customersPhone', 'companyName', 'industry', 'demand'] as const) {
      fireEvent.input(input(name), { target: { value: validLead[name] } });
    }
    await user.click(input('customersAddress'));
    const search = await waitFor(() => {
      const element = root.querySelector('input[role="combobox"]') as HTMLInputElement;
      expect(root.activeElement).toBe(element);
      return element;
    });
    fireEvent.input(search, { target: { value: '深圳 南山' } });
    await user.keyboard('{Enter}');
    expect(input('customersAddress').textContent).toContain('广东省/深圳市/南山区');
    // The consent box comes with the chunk that checks and sends, fetched as the dialog opened.
    await user.click(await waitFor(() => shadowOf(host).getByRole('checkbox', { name: '我已阅读并同意《隐私政策》' })));
    await user.click(shadowOf(host).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(seen.success).toHaveLength(1));
    expect(seen.submit[0]?.detail).toMatchObject({ widget: 'consult', lead: { customersName: '王工' } });
    expect(seen.success[0]?.detail).toMatchObject({ widget: 'consult', code: 0, msg: '提交成功', queued: false });
    expect(seen.success[0]?.bubbles && seen.success[0]?.composed).toBe(true);
    expect(seen.close[0]?.detail).toEqual({ widget: 'consult', reason: 'submitted' });
    expect(callbacks.onSubmit).toHaveBeenCalled();
    expect(callbacks.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ widget: 'consult', code: 0 }));
    expect(callbacks.onClose).toHaveBeenCalledWith({ widget: 'consult', reason: 'submitted' });
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    // The status region exists empty beforehand (so it is announced) and is filled on a later render.
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toBe('提交成功'));
    expect((await cms.leads()).length).toBe(before + 1);

    // Opened again, with the language of this call; closed by the API.
    api.open('consult', { lang: 'en' });
    await waitFor(() => expect(shadowOf(host).getByRole('dialog', { name: 'Consultation' })).toBeTruthy());
    api.close('consult');
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).toBeNull());
    expect(seen.close[1]?.detail).toEqual({ widget: 'consult', reason: 'api' });
    expect(document.querySelectorAll('[data-cms-widget-modal]')).toHaveLength(1);
  });

  it('is what the floating contact button opens; the dialog’s events reach the floating placeholder', async () => {
    const user = setupUser();
    const host = placeholder('<div data-cms-widget="floating" data-lang="en"></div>');
    const ready = events(host, 'ready');
    const close = events(host, 'close');
    createApi().load();
    await waitFor(() => expect(ready).toHaveLength(1));
    const contact = shadowOf(host).getByRole('button', { name: 'Contact us' });
    await user.click(contact);
    await waitFor(() => expect(ready).toHaveLength(2));
    expect(ready[1]?.detail).toEqual({ widget: 'consult' });
    const modal = document.querySelector('[data-cms-widget-modal="consult"]') as HTMLElement;
    expect(shadowOf(modal).getByRole('dialog', { name: 'Consultation' })).toBeTruthy();
    await waitFor(() => expect(modal.shadowRoot?.activeElement?.getAttribute('name')).toBe('customersName'));

    await user.keyboard('{Escape}');
    expect(close[0]?.detail).toEqual({ widget: 'consult', reason: 'dismiss' });
    // Focus goes back to the contact button, inside the other widget's shadow root.
    expect(host.shadowRoot?.activeElement).toBe(contact);
  });

  it('as a placeholder, is a button that opens the dialog', async () => {
    const user = setupUser();
    const host = placeholder('<div data-cms-widget="consult" data-label="Talk to us" data-lang="en"></div>');
    createApi().load();
    const button = await waitFor(() => shadowOf(host).getByRole('button', { name: 'Talk to us' }));
    await user.click(button);
    const modal = await waitFor(() => document.querySelector('[data-cms-widget-modal="consult"]') as HTMLElement);
    await waitFor(() => expect(shadowOf(modal).getByRole('dialog', { name: 'Consultation' })).toBeTruthy());
  });
});

describe('the stub snippet of README.md', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../widgets/embed/README.md'), 'utf8');
  const snippet = /```html\n<script>\n([\s\S]*?)<\/script>\n```/.exec(readme)?.[1] ?? '';

  it('queues calls made before the loader arrives, which replays them', async () => {
    expect(snippet).toContain('cmsWidgets');
    // eslint-disable-next-line no-new-func
    new Function(snippet)();
    const stub = (window as { cmsWidgets?: CmsWidgetsStub & Record<string, (...args: unknown[]) => void> }).cmsWidgets;
    const host = placeholder('<div></div>');
    const onReady = vi.fn();
    stub?.mount?.(host, 'floating', { lang: 'en', onReady });
    stub?.('open', 'consult');
    expect(stub?.q).toHaveLength(2);

    const api = createApi();
    replayQueue(api, stub?.q);
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ widget: 'floating' }));
    expect(shadowOf(host).getByRole('button', { name: 'Contact us' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-cms-widget-modal="consult"]')?.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull());
    delete (window as { cmsWidgets?: unknown }).cmsWidgets;
  });
});

describe('the API', () => {
  it('is callable like the stub, and answers handles', async () => {
    const api = createApi();
    const host = placeholder('<div></div>');
    const handle = api('mount', host, 'floating') as ReturnType<CmsWidgets['mount']>;
    expect(handle.element).toBe(host);
    expect(await handle.ready).toBe(true);
    handle.unmount();
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
    expect(api.version).toBe('1');
  });

  it('answers no-op handles where there is no DOM', async () => {
    const api = createNoopApi();
    const mounted = api.mount(null as unknown as HTMLElement, 'consult');
    expect(mounted.element).toBeNull();
    expect(await mounted.ready).toBe(false);
    expect(() => mounted.unmount()).not.toThrow();
    expect(await api.open('consult').ready).toBe(false);
    expect(() => api('load')).not.toThrow();
    // And the real API given nothing to mount into.
    expect(await createApi().mount(undefined as unknown as HTMLElement, 'floating').ready).toBe(false);
  });
});

describe('a widget removed while it loads', () => {
  it('is taken down as soon as it arrives', async () => {
    const host = placeholder('<div></div>');
    const api = createApi();
    const handle = api.mount(host, 'floating');
    handle.unmount();
    expect(await handle.ready).toBe(false);
    expect(host.shadowRoot?.querySelector('button') ?? null).toBeNull();
    fireEvent.scroll(window);
  });
});
