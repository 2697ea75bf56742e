// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_STATE_KEYS } from '../../site/src/state/clientState';
import { LANGUAGE_STORAGE_KEY } from '../../site/src/state/language';
import { layoutFixture, withEnglishCareers } from './support/layoutFixture';
import { desktopNav, renderLayout } from './support/render';

const nav = () => within(desktopNav());
const trigger = (name: string) => nav().getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const navigatedTo = () => vi.mocked(navigate).mock.calls.map(([to]) => to);
/**
 * A click on something inside an open panel, with the pointer already there. user-event would
 * first move the pointer off the trigger without a `relatedTarget`, which React reads as leaving
 * the menu (a browser names the panel as where it went): the panel, rendered only while open,
 * would be gone before the click. The end-to-end tests hover and click in Chromium.
 */
const clickInPanel = (element: HTMLElement) => fireEvent.click(element);

describe('desktop header', () => {
  it('has a labelled nav landmark with the site’s main entries in Chinese', () => {
    const { missing } = renderLayout('/home');
    expect(screen.getAllByRole('navigation', { name: '主导航' }).length).toBeGreaterThan(0);
    const labels = Array.from(desktopNav().querySelectorAll('[data-entry] > :first-child')).map((element) => element.textContent);
    expect(labels).toEqual(['首页', '解决方案', '产品中心', '成功案例', '服务支持', '投资者关系', '关于我们', '人才招聘']);
    expect(nav().getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/home');
    expect(nav().getByRole('link', { name: '人才招聘' }).getAttribute('href')).toBe('/joinUs');
    expect(screen.getByRole('button', { name: /^语言/ })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('hides investor relations, careers and contact us in English, and speaks English', () => {
    const { missing } = renderLayout('/en-US/home');
    const labels = Array.from(desktopNav().querySelectorAll('[data-entry] > :first-child')).map((element) => element.textContent);
    expect(labels).toEqual(['Home', 'Solutions', 'Products', 'Cases', 'Service', 'About us']);
    expect(nav().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en-US/home');
    expect(desktopNav().querySelector('a[href*="joinUs"]')).toBeNull();
    fireEvent.mouseEnter(trigger('About us').closest('li')!);
    expect(within(panelOf(trigger('About us'))).getAllByRole('link').length).toBeGreaterThan(0);
    expect(desktopNav().querySelector('a[href*="secretaries"], a[href*="contactUs"]')).toBeNull();
    expect(screen.getByRole('button', { name: /^Language/ })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('shows careers in English when the englishCareers setting turns them on', () => {
    const { missing } = renderLayout('/en-US/home', withEnglishCareers(layoutFixture));
    const labels = Array.from(desktopNav().querySelectorAll('[data-entry] > :first-child')).map((element) => element.textContent);
    expect(labels).toEqual(['Home', 'Solutions', 'Products', 'Cases', 'Service', 'About us', 'Careers']);
    expect(nav().getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/en-US/joinUs');
    // Investor relations stay Chinese only whatever the setting.
    expect(desktopNav().querySelector('a[href*="secretaries"], a[href*="investorNews"], a[href*="stockmarket"]')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('highlights the entry of the current path with aria-current', () => {
    renderLayout('/productCenter');
    expect(trigger('产品中心').getAttribute('aria-current')).toBe('true');
    expect(desktopNav().querySelectorAll('[data-entry] > [aria-current]')).toHaveLength(1);
    expect(localStorage.getItem(CLIENT_STATE_KEYS.headerIndex)).toBe('1');
  });

  it('highlights the stored entry on a page outside the sections (kept across reloads)', () => {
    localStorage.setItem(CLIENT_STATE_KEYS.headerIndex, '6');
    renderLayout('/');
    expect(trigger('关于我们').getAttribute('aria-current')).toBe('true');
    expect(nav().getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks home as the current page on /home, and as the current section elsewhere', () => {
    renderLayout('/home');
    expect(nav().getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    localStorage.setItem(CLIENT_STATE_KEYS.headerIndex, '0');
    renderLayout('/404');
    expect(nav().getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('hover menus', () => {
  it('solutions open on mouse over and close on mouse out', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    const button = trigger('解决方案');
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button).hidden).toBe(true);
    await user.hover(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = within(panelOf(button));
    expect(panel.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/logisticsSolution',
      '/plantSolution',
      '/gardenSolution',
    ]);
    await user.unhover(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button).hidden).toBe(true);
  });

  it('one menu is open at a time, and a selection closes it', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    await user.hover(trigger('解决方案'));
    await user.hover(trigger('关于我们'));
    expect(trigger('解决方案').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('关于我们').getAttribute('aria-expanded')).toBe('true');
    clickInPanel(within(panelOf(trigger('关于我们'))).getByRole('link', { name: '发展历程' }));
    expect(navigatedTo()).toEqual(['/aboutUs/development']);
    expect(trigger('关于我们').getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.headerIndex)).toBe('6');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.aboutIndex)).toBe('2');
  });

  it('about lists three groups (1–4, 5–7, 8–10) with contact us in Chinese', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    await user.hover(trigger('关于我们'));
    const lists = within(panelOf(trigger('关于我们'))).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('link').map((link) => link.getAttribute('href')))).toEqual([
      ['/aboutUs/chairman', '/aboutUs/electricity', '/aboutUs/development', '/aboutUs/contactUs'],
      ['/aboutUs/culture', '/aboutUs/responsibility', '/aboutUs/certification'],
      ['/aboutUs/journalism', '/aboutUs/videoDetails', '/aboutUs/downloadCenter'],
    ]);
  });

  it('cases list All first then the categories in order; choosing one stores it and sets about to 0', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CLIENT_STATE_KEYS.aboutIndex, '5');
    renderLayout('/home');
    await user.hover(trigger('成功案例'));
    const links = within(panelOf(trigger('成功案例'))).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['全部案例', '/succeedCase/AllCase'],
      ['新能源', '/succeedCase/newEnergy'],
      ['食品饮料', '/succeedCase/foodBeverage'],
      ['烟草', '/succeedCase/tobacco'],
    ]);
    clickInPanel(links[2]!);
    expect(navigatedTo()).toEqual(['/succeedCase/foodBeverage']);
    expect(localStorage.getItem(CLIENT_STATE_KEYS.caseIndex)).toBe('1');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.aboutIndex)).toBe('0');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.headerIndex)).toBe('3');
  });

  it('investor relations hold the secretaries page and the two external pages in new tabs', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    await user.hover(trigger('投资者关系'));
    const panel = within(panelOf(trigger('投资者关系')));
    expect(panel.getByRole('link', { name: '董秘信箱' }).getAttribute('href')).toBe('/secretaries');
    expect(panel.getByRole('link', { name: '股票行情' }).getAttribute('href')).toBe('/stockmarket');
    expect(panel.getByRole('link', { name: '投资者新闻' }).getAttribute('href')).toBe('/investorNews');
    const search = panel.getByRole('link', { name: /公告查询/ });
    expect(search.getAttribute('href')).toBe('https://disclosure.example/announcements?stockCode=300532');
    expect(search.getAttribute('target')).toBe('_blank');
    expect(search.getAttribute('rel')).toBe('noopener noreferrer');
    const interaction = panel.getByRole('link', { name: /投资者互动/ });
    expect(interaction.getAttribute('href')).toBe('https://ir-interaction.example/company/300532');
    expect(interaction.getAttribute('target')).toBe('_blank');
  });

  it('service support goes to /serviceSupport and pushes ?anchor=N 300 ms later', () => {
    // fireEvent: Testing Library's async wrapper waits on a real timer that fake timers stop.
    vi.useFakeTimers();
    renderLayout('/home');
    fireEvent.mouseOver(trigger('服务支持'));
    expect(trigger('服务支持').getAttribute('aria-expanded')).toBe('true');
    const links = within(panelOf(trigger('服务支持'))).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['服务体系', '六级售后服务', '7×24 小时服务热线', '服务网点']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4].map((n) => `/serviceSupport?anchor=${n}`));
    fireEvent.click(links[1]!);
    expect(navigatedTo()).toEqual(['/serviceSupport']);
    expect(trigger('服务支持').getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(299));
    expect(navigatedTo()).toEqual(['/serviceSupport']);
    act(() => vi.advanceTimersByTime(1));
    expect(navigatedTo()).toEqual(['/serviceSupport', '/serviceSupport?anchor=2']);
    expect(window.location.pathname + window.location.search).toBe('/serviceSupport?anchor=2');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.headerIndex)).toBe('4');
  });
});

describe('keyboard', () => {
  it('focus alone leaves a menu closed; Space opens it, Escape closes it and keeps focus on the button', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    const button = trigger('解决方案');
    act(() => button.focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('Tab moves from top-level entry to top-level entry without opening any menu', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    const tops = Array.from(desktopNav().querySelectorAll<HTMLElement>('[data-entry] > :first-child'));
    act(() => tops[0]!.focus());
    for (const top of tops.slice(1)) {
      await user.tab();
      expect(document.activeElement).toBe(top);
    }
    expect(nav().getAllByRole('button').map((button) => button.getAttribute('aria-expanded'))).not.toContain('true');
  });

  it('ArrowDown opens and moves into the menu; Escape inside returns focus to the button', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    const button = trigger('解决方案');
    act(() => button.focus());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('href')).toBe('/logisticsSolution');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('href')).toBe('/plantSolution');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.getAttribute('href')).toBe('/gardenSolution');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('Enter opens a closed menu and focuses its first item; Enter on an item navigates and closes', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    const button = trigger('关于我们');
    act(() => button.focus());
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('href')).toBe('/aboutUs/chairman');
    await user.keyboard('{Enter}');
    expect(navigatedTo()).toEqual(['/aboutUs/chairman']);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('tabbing out of a menu closes it, and the next entry stays closed', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    const button = trigger('解决方案');
    act(() => button.focus());
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe('/gardenSolution');
    await user.tab();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger('产品中心'));
    expect(trigger('产品中心').getAttribute('aria-expanded')).toBe('false');
  });

  it('a click elsewhere closes the open menu', () => {
    renderLayout('/home');
    const button = trigger('成功案例');
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Stub page' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('products panel', () => {
  it('has three tabs; platform cards open the cloud sites in new tabs', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    await user.hover(trigger('产品中心'));
    const panel = within(panelOf(trigger('产品中心')));
    const tabs = panel.getAllByRole('tab');
    expect(panel.getByRole('tablist', { name: '产品分类' })).toBeTruthy();
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['云平台', 'true'],
      ['应用软件', 'false'],
      ['智能装备', 'false'],
    ]);
    const tabpanel = panel.getByRole('tabpanel');
    expect(tabpanel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    const cards = within(tabpanel).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      'https://cloud.yunzhan.example/apps/',
      'https://cloud.yunzhan.example/it/',
    ]);
    expect(cards.every((card) => card.getAttribute('target') === '_blank' && card.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    expect(cards[0]!.textContent).toContain('应用平台 description');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/cms/static/images/product-platform-appPlatform.svg');
  });

  it('the applications tab groups software links; the equipment tab links AGV and stacker pages', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    await user.hover(trigger('产品中心'));
    const panel = within(panelOf(trigger('产品中心')));
    clickInPanel(panel.getByRole('tab', { name: '应用软件' }));
    const software = panel.getByRole('tabpanel');
    expect(within(software).getAllByRole('list').map((list) => list.getAttribute('aria-labelledby') && document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      '平台产品',
      '仓储物流软件',
    ]);
    expect(within(software).getByRole('link', { name: '仓储管理系统（WMS）' }).getAttribute('href')).toBe('/productCenter#wms');
    clickInPanel(panel.getByRole('tab', { name: '智能装备' }));
    const equipment = panel.getByRole('tabpanel');
    expect(within(equipment).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/AGVDetails', '/pilerDetails']);
    expect(panel.getByRole('link', { name: '查看全部产品' }).getAttribute('href')).toBe('/productCenter');
  });

  it('arrow keys, Home and End move between the tabs', async () => {
    const user = userEvent.setup();
    renderLayout('/home');
    const button = trigger('产品中心');
    act(() => button.focus());
    await user.keyboard('{Escape}{ArrowDown}');
    const tabs = within(panelOf(button)).getAllByRole('tab');
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.tabIndex).toBe(0);
    expect(tabs[0]!.tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{End}');
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('English products show the English content', async () => {
    const user = userEvent.setup();
    renderLayout('/en-US/home');
    await user.hover(trigger('Products'));
    const panel = within(panelOf(trigger('Products')));
    expect(panel.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cloud platforms', 'Applications', 'Equipment']);
    clickInPanel(panel.getByRole('tab', { name: 'Applications' }));
    expect(panel.getByRole('link', { name: 'Warehouse management system (WMS)' }).getAttribute('href')).toBe('/en-US/productCenter#wms');
  });
});

describe('language toggle', () => {
  it('stores en-US and opens the English page with the same query and hash', async () => {
    const user = userEvent.setup();
    renderLayout('/serviceSupport?anchor=2#hotline');
    const toggle = screen.getByRole('button', { name: '语言（切换到 English）' });
    await user.click(toggle);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(navigatedTo()).toEqual(['/en-US/serviceSupport?anchor=2#hotline']);
  });

  it('on a case list opens the other language’s list at its first category, All', async () => {
    const user = userEvent.setup();
    renderLayout('/succeedCase/tobacco?page=2&tags=3#list');
    await user.click(screen.getByRole('button', { name: '语言（切换到 English）' }));
    expect(navigatedTo()).toEqual(['/en-US/succeedCase/AllCase']);
    cleanup();
    renderLayout('/en-US/succeedCase/AllCase?page=3');
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    expect(navigatedTo().at(-1)).toBe('/succeedCase/AllCase');
  });

  it('stores zh-CN and opens the Chinese page from English', async () => {
    const user = userEvent.setup();
    renderLayout('/en-US/productCenter?tab=2');
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    expect(navigatedTo()).toEqual(['/productCenter?tab=2']);
  });
});

describe('layout', () => {
  it('carries the floating contact button (which opens the consult dialog) and a skip link', () => {
    renderLayout('/home');
    expect(screen.getByRole('button', { name: '联系我们' })).not.toBeNull();
    expect(screen.getByRole('link', { name: '跳到正文' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').textContent).toBe('Stub page');
  });
});
