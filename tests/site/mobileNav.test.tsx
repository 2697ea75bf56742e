// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_STATE_KEYS } from '../../site/src/state/clientState';
import { mobileNav, renderLayout } from './support/render';

const hamburger = () => screen.getByRole('button', { name: '菜单' });
const menu = () => within(mobileNav());
const section = (name: string) => menu().getByRole('button', { name });
const navigatedTo = () => vi.mocked(navigate).mock.calls.map(([to]) => to);

async function openMenu() {
  const user = userEvent.setup();
  await user.click(hamburger());
  return user;
}

describe('mobile menu', () => {
  it('the hamburger is a labelled button controlling the menu', async () => {
    renderLayout('/home');
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(hamburger().getAttribute('aria-controls')).toBe('site-nav-mobile');
    expect(mobileNav().hidden).toBe(true);
    const user = await openMenu();
    expect(hamburger().getAttribute('aria-expanded')).toBe('true');
    expect(mobileNav().hidden).toBe(false);
    expect(screen.getAllByRole('navigation', { name: '主导航' })).toContain(mobileNav());
    await user.click(hamburger());
    expect(mobileNav().hidden).toBe(true);
  });

  it('holds the same entries as the desktop header', async () => {
    renderLayout('/home');
    await openMenu();
    const tops = Array.from(mobileNav().querySelectorAll(':scope > ul > li > :first-child')).map((element) => element.textContent);
    expect(tops).toEqual(['首页', '解决方案', '产品中心', '成功案例', '服务支持', '投资者关系', '关于我们', '人才招聘']);
  });

  it('opening one section closes the others', async () => {
    renderLayout('/home');
    const user = await openMenu();
    await user.click(section('解决方案'));
    expect(section('解决方案').getAttribute('aria-expanded')).toBe('true');
    expect(menu().getByRole('link', { name: '智能工厂解决方案' }).getAttribute('href')).toBe('/plantSolution');
    await user.click(section('产品中心'));
    expect(section('解决方案').getAttribute('aria-expanded')).toBe('false');
    expect(section('产品中心').getAttribute('aria-expanded')).toBe('true');
    expect(menu().queryByRole('link', { name: '智能工厂解决方案' })).toBeNull();
    expect(menu().getByRole('link', { name: 'AGV 智能搬运机器人' }).getAttribute('href')).toBe('/AGVDetails');
    await user.click(section('产品中心'));
    expect(section('产品中心').getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing a link navigates and closes the menu', async () => {
    renderLayout('/home');
    const user = await openMenu();
    await user.click(section('关于我们'));
    await user.click(menu().getByRole('link', { name: '企业文化' }));
    expect(navigatedTo()).toEqual(['/aboutUs/culture']);
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(mobileNav().hidden).toBe(true);
    expect(localStorage.getItem(CLIENT_STATE_KEYS.aboutIndex)).toBe('4');
  });

  it('home closes the menu', async () => {
    renderLayout('/productCenter');
    const user = await openMenu();
    await user.click(menu().getByRole('link', { name: '首页' }));
    expect(navigatedTo()).toEqual(['/home']);
    expect(mobileNav().hidden).toBe(true);
  });

  it('cases is one link to all cases that closes the menu', async () => {
    localStorage.setItem(CLIENT_STATE_KEYS.aboutIndex, '3');
    renderLayout('/home');
    const user = await openMenu();
    const cases = menu().getByRole('link', { name: '成功案例' });
    expect(cases.getAttribute('href')).toBe('/succeedCase/AllCase');
    await user.click(cases);
    expect(navigatedTo()).toEqual(['/succeedCase/AllCase']);
    expect(mobileNav().hidden).toBe(true);
    expect(localStorage.getItem(CLIENT_STATE_KEYS.headerIndex)).toBe('3');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.caseIndex)).toBe('-1');
    expect(localStorage.getItem(CLIENT_STATE_KEYS.aboutIndex)).toBe('0');
  });

  it('Escape closes the menu and returns focus to the hamburger', async () => {
    renderLayout('/home');
    const user = await openMenu();
    await user.click(section('服务支持'));
    await user.keyboard('{Escape}');
    expect(mobileNav().hidden).toBe(true);
    expect(document.activeElement).toBe(hamburger());
  });

  it('hides investor relations and careers in English', async () => {
    renderLayout('/en-US/home');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const tops = Array.from(mobileNav().querySelectorAll(':scope > ul > li > :first-child')).map((element) => element.textContent);
    expect(tops).toEqual(['Home', 'Solutions', 'Products', 'Cases', 'Service', 'About us']);
  });
});
