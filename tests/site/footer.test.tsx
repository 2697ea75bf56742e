// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLayout } from './support/render';

const footer = () => within(screen.getByRole('contentinfo'));

describe('footer', () => {
  it('shows stock code, both phones, the marketing mailbox and the Chinese friendly links', () => {
    renderLayout('/home');
    expect(footer().getByText('300532')).toBeTruthy();
    const zhPhone = footer().getByRole('link', { name: '400-000-0000' });
    expect(zhPhone.getAttribute('href')).toBe('tel:4000000000');
    expect(zhPhone.closest('div')!.querySelector('dt')!.textContent).toBe('中文热线');
    const enPhone = footer().getByRole('link', { name: '+86-10-0000-0000' });
    expect(enPhone.getAttribute('href')).toBe('tel:+861000000000');
    expect(enPhone.closest('div')!.querySelector('dt')!.textContent).toBe('英文热线');
    expect(footer().getByRole('link', { name: 'marketing@yunzhan.example' }).getAttribute('href')).toBe('mailto:marketing@yunzhan.example');
    const links = within(footer().getByRole('region', { name: '友情链接' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.huaxia-warehousing.example.org/',
      'https://www.eastern-iiot-alliance.example.org/',
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank' && link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    expect(footer().queryByText('Asia-Pacific Intralogistics Forum', { exact: false })).toBeNull();
  });

  it('shows the two QR codes with alt text', () => {
    renderLayout('/home');
    const wechat = footer().getByRole('img', { name: '云栈智能微信公众号二维码' });
    expect(wechat.getAttribute('src')).toBe('/cms/static/images/setting-wechatQrCode.svg');
    const service = footer().getByRole('img', { name: '云栈智能售后服务号二维码' });
    expect(service.getAttribute('src')).toBe('/cms/static/images/setting-serviceQrCode.svg');
  });

  it('has the address line in English only', () => {
    renderLayout('/home');
    expect(footer().queryByText(/北京市海淀区/)).toBeNull();
    expect(footer().queryByText(/Address/)).toBeNull();
  });

  it('in English: English links, the address line, English labels', () => {
    renderLayout('/en-US/home');
    expect(footer().getByText(/Building 1, 18 Yunzhan Road/).textContent).toContain('Address:');
    expect(footer().getByRole('img', { name: 'QR code of the Yunzhan WeChat account' })).toBeTruthy();
    const links = within(footer().getByRole('region', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Asia-Pacific Intralogistics Forum(opens in a new tab)']);
  });

  it('copyright shows the current year at run time and links the filing record in a new tab', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-03T10:00:00Z'));
    renderLayout('/home');
    expect(footer().getByText('© 2031 云栈智能物流科技股份有限公司 版权所有')).toBeTruthy();
    const filing = footer().getByRole('link', { name: /京ICP备00000000号-1/ });
    expect(filing.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(filing.getAttribute('target')).toBe('_blank');
    expect(filing.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('footer link to the privacy notice', () => {
  it.each([
    ['/home', '隐私政策', '/privacy'],
    ['/en-US/home', 'Privacy Notice', '/en-US/privacy'],
  ])('on %s: %s → %s', (page, name, href) => {
    renderLayout(page);
    expect(footer().getByRole('link', { name }).getAttribute('href')).toBe(href);
  });
});

describe('layout with an empty layout query', () => {
  it('still renders (menus without CMS entries, footer without facts)', () => {
    renderLayout('/home', {});
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '成功案例' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('300532')).toBeNull();
  });
});
