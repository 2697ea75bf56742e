import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FloatingButtons } from '../../widgets/floating/FloatingButtons';
import { FloatingConsult } from '../../widgets/floating/FloatingConsult';
import { FLOATING_CSS } from '../../widgets/floating/floating.css';
import { BACK_TO_TOP_THRESHOLD, SCROLL_STEP, scrollToTop } from '../../widgets/shared/scrollToTop';
import { startCms } from './support/cms';
import { setupUser } from './support/consult';
import { validLead } from '../support/leadFixture';
import { newIdempotencyKey } from '../../widgets/shared/outbox';
import { createLocalStorageLeads } from '../../widgets/shared/outbox/storage';
import { leadsAreWaiting, OUTBOX_STORAGE_PREFIX } from '../../widgets/shared/outboxProbe';

/** A page scrolled to `y`: jsdom does not scroll, so scrollY and scrollTo are the page's here. */
function scrolledPage(y: number) {
  let position = y;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => position });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    position = options.top ?? position;
  });
  vi.stubGlobal('scrollTo', scrollTo);
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return {
    scrollTo,
    frames,
    at: () => position,
    scroll(to: number) {
      position = to;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    },
    /** Runs the animation frames, one at a time, until none is requested. */
    runFrames() {
      let count = 0;
      while (frames.length) {
        frames.shift()?.(performance.now());
        count += 1;
      }
      return count;
    },
  };
}

const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));

describe('back to top', () => {
  it(`appears once the page is scrolled past ${BACK_TO_TOP_THRESHOLD}px and hides again above it`, () => {
    const page = scrolledPage(0);
    render(<FloatingButtons language="zh" onContact={() => {}} />);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    page.scroll(BACK_TO_TOP_THRESHOLD);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    page.scroll(BACK_TO_TOP_THRESHOLD + 1);
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeTruthy();
    page.scroll(120);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  });

  it('shows at once on a page opened already scrolled', () => {
    scrolledPage(2000);
    render(<FloatingButtons language="en" onContact={() => {}} />);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });

  it(`scrolls up ${SCROLL_STEP}px per animation frame to the top`, () => {
    prefersReducedMotion(false);
    const page = scrolledPage(1050);
    render(<FloatingButtons language="zh" onContact={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(page.scrollTo).not.toHaveBeenCalled();
    expect(page.runFrames()).toBe(11);
    expect(page.scrollTo.mock.calls.map(([options]) => options.top)).toEqual([950, 850, 750, 650, 550, 450, 350, 250, 150, 50, 0]);
    expect(page.scrollTo.mock.calls.every(([options]) => options.behavior === 'instant')).toBe(true);
    expect(page.at()).toBe(0);
  });

  it('jumps to the top at once for visitors who prefer reduced motion', () => {
    prefersReducedMotion(true);
    const page = scrolledPage(3000);
    render(<FloatingButtons language="zh" onContact={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(page.scrollTo).toHaveBeenCalledTimes(1);
    expect(page.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(page.runFrames()).toBe(0);
  });

  it('follows the visitor who scrolls up meanwhile, and can be stopped', () => {
    prefersReducedMotion(false);
    const page = scrolledPage(1000);
    const stop = scrollToTop(window, 100);
    page.frames.shift()?.(0);
    expect(page.at()).toBe(900);
    page.scroll(300);
    page.frames.shift()?.(0);
    expect(page.at()).toBe(200);
    stop();
  });
});

describe('contact and QR code', () => {
  it('the contact button opens the consult dialog (the site’s composition)', async () => {
    const user = setupUser();
    render(<FloatingConsult language="zh-CN" cmsUrl="http://127.0.0.1:9" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const contact = screen.getByRole('button', { name: '联系我们' });
    await user.click(contact);
    // The dialog's code arrives on the first press.
    expect(await screen.findByRole('dialog', { name: '在线咨询' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(contact);
  });

  it('sends leads kept from an earlier visit without a press: the site’s dialog code loads at once for them', async () => {
    const cms = await startCms();
    try {
      await createLocalStorageLeads(`${OUTBOX_STORAGE_PREFIX}${cms.url}`, localStorage).put({
        kind: 'lead', key: newIdempotencyKey(), language: 'zh', createdAt: Date.now(), body: { ...validLead, customersName: '上回' },
      });
      render(<FloatingConsult language="zh-CN" cmsUrl={cms.url} />);
      await waitFor(async () => expect((await cms.leads()).at(-1)).toMatchObject({ customers_name: '上回' }), { timeout: 10_000 });
      await waitFor(() => expect(leadsAreWaiting()).toBe(false));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      await cms.close();
    }
  });

  it('shows the QR image given as an option on hover and on focus, and hides it again', async () => {
    const user = setupUser();
    render(<FloatingButtons language="zh" onContact={() => {}} qrImageUrl="/cms/static/images/wechat-qr.png" />);
    const button = screen.getByRole('button', { name: '微信二维码' });
    const popover = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(popover.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.hover(button);
    expect(popover.hidden).toBe(false);
    const image = screen.getByRole('img', { name: '微信扫码关注我们' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/cms/static/images/wechat-qr.png');
    await user.unhover(button);
    expect(popover.hidden).toBe(true);

    act(() => button.focus());
    expect(popover.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(popover.hidden).toBe(true);
    await user.keyboard(' ');
    expect(popover.hidden).toBe(false);
    act(() => button.blur());
    expect(popover.hidden).toBe(true);
  });

  it('has no QR button without an image, and none on touch or narrow screens', () => {
    render(<FloatingButtons language="zh" onContact={() => {}} />);
    expect(screen.queryByRole('button', { name: '微信二维码' })).toBeNull();
    // Hidden by default, shown only where a fine pointer can hover on a wide screen.
    expect(FLOATING_CSS).toContain('.cmsw-qr{display:none;');
    expect(FLOATING_CSS).toContain('@media (hover:hover) and (pointer:fine) and (min-width:768px){.cmsw-qr{display:block}}');
  });
});
