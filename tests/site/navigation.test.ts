// @vitest-environment jsdom
import { navigate } from 'gatsby';
import { describe, expect, it, vi } from 'vitest';
import { reportPageView } from '../../site/src/navigation/analytics';
import { handleRouteChange, onRouteUpdate, shouldUpdateScroll } from '../../site/src/navigation/browserHooks';
import { isCurrentUrl, safeNavigate } from '../../site/src/navigation/safeNavigate';
import { goToServiceSection } from '../../site/src/navigation/serviceSection';
import { hasAnchorQuery } from '../../site/src/navigation/anchorQuery';
import { SCROLL_STEP as SCROLL_STEP_PX, scrollToTop } from '../../widgets/shared/scrollToTop';

/** A window whose scrolling and animation frames the test drives by hand. */
function fakeWindow(scrollY: number, options: { reducedMotion?: boolean } = {}) {
  const frames: Array<() => void> = [];
  const listeners = new Map<string, Set<() => void>>();
  const win = {
    scrollY,
    positions: [] as number[],
    document,
    scrollTo: vi.fn(({ top }: ScrollToOptions) => {
      win.scrollY = top!;
      win.positions.push(top!);
    }),
    requestAnimationFrame: vi.fn((callback: () => void) => frames.push(callback)),
    cancelAnimationFrame: vi.fn((id: number) => {
      frames[id - 1] = () => {};
    }),
    matchMedia: vi.fn((query: string) => ({ matches: Boolean(options.reducedMotion) && query.includes('reduce') })),
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    dispatch: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    cursor: 0,
    /** Runs the next requested frame, if any. */
    runNextFrame: () => {
      if (win.cursor < frames.length) frames[win.cursor++]!();
    },
    /** Runs frames until none is pending; answers how many ran. */
    runFrames: () => {
      const start = win.cursor;
      while (win.cursor < frames.length) win.runNextFrame();
      return win.cursor - start;
    },
    pendingFrames: () => frames.length - win.cursor,
  };
  return win;
}

const asWindow = (win: ReturnType<typeof fakeWindow>) => win as unknown as Window;

describe('scroll to top', () => {
  it('moves 100 px per animation frame until the top', () => {
    const win = fakeWindow(350);
    scrollToTop(asWindow(win));
    expect(win.scrollTo).not.toHaveBeenCalled();
    expect(win.runFrames()).toBe(4);
    expect(SCROLL_STEP_PX).toBe(100);
    expect(win.positions).toEqual([250, 150, 50, 0]);
  });

  it('one frame moves one step', () => {
    const win = fakeWindow(1000);
    scrollToTop(asWindow(win));
    expect(win.pendingFrames()).toBe(1);
    win.runNextFrame();
    expect(win.positions).toEqual([900]);
    expect(win.pendingFrames()).toBe(1);
    win.runNextFrame();
    expect(win.positions).toEqual([900, 800]);
  });

  it('jumps when the visitor prefers reduced motion', () => {
    const win = fakeWindow(800, { reducedMotion: true });
    scrollToTop(asWindow(win));
    expect(win.positions).toEqual([0]);
    expect(win.requestAnimationFrame).not.toHaveBeenCalled();
  });

  it('does nothing at the top', () => {
    const win = fakeWindow(0);
    scrollToTop(asWindow(win));
    expect(win.requestAnimationFrame).not.toHaveBeenCalled();
  });

  it('stops when the visitor scrolls meanwhile', () => {
    const win = fakeWindow(500);
    scrollToTop(asWindow(win));
    win.runNextFrame();
    win.dispatch('wheel');
    win.runFrames();
    expect(win.positions).toEqual([400]);
  });
});

describe('every navigation', () => {
  it('Gatsby does not restore scroll positions itself', () => {
    expect(shouldUpdateScroll!({} as never, {} as never)).toBe(false);
  });

  it('reports a page view and scrolls to top', () => {
    const win = fakeWindow(220);
    const push = vi.fn();
    Object.assign(win, { _hmt: { push } });
    handleRouteChange({ pathname: '/productCenter', search: '?tab=1', hash: '' }, asWindow(win));
    expect(push).toHaveBeenCalledWith(['_trackPageview', '/productCenter?tab=1']);
    win.runFrames();
    expect(win.positions).toEqual([120, 20, 0]);
  });

  it('with an anchor query does not scroll to top, and stops a scroll in progress', () => {
    const first = fakeWindow(600);
    handleRouteChange({ pathname: '/serviceSupport', search: '', hash: '' }, asWindow(first));
    first.runNextFrame();
    handleRouteChange({ pathname: '/serviceSupport', search: '?anchor=3', hash: '' }, asWindow(first));
    first.runFrames();
    expect(first.positions).toEqual([500]);
    expect(hasAnchorQuery('?anchor=1')).toBe(true);
    expect(hasAnchorQuery('?id=1')).toBe(false);
  });

  it('with a hash of an element on the page scrolls that element into view', () => {
    const section = document.createElement('section');
    section.id = 'wms';
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    const win = fakeWindow(900);
    handleRouteChange({ pathname: '/productCenter', search: '', hash: '#wms' }, asWindow(win));
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(win.requestAnimationFrame).not.toHaveBeenCalled();
    section.remove();
  });

  it('skips the first page load (the analytics snippets count it)', () => {
    const push = vi.fn();
    Object.assign(window, { _hmt: { push } });
    onRouteUpdate!({ location: window.location, prevLocation: null } as never, {} as never);
    expect(push).not.toHaveBeenCalled();
    onRouteUpdate!({ location: { ...window.location, pathname: '/home', search: '', hash: '' }, prevLocation: window.location } as never, {} as never);
    expect(push).toHaveBeenCalledWith(['_trackPageview', '/home']);
    delete (window as { _hmt?: unknown })._hmt;
  });
});

describe('analytics page views', () => {
  it('go to Baidu Tongji and to gtag when both are present', () => {
    const hmt: unknown[] = [];
    const gtag = vi.fn();
    const win = { _hmt: hmt, gtag } as unknown as Window;
    expect(reportPageView('/en-US/home', win)).toEqual(['baidu', 'gtag']);
    expect(hmt).toEqual([['_trackPageview', '/en-US/home']]);
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', { page_path: '/en-US/home' });
  });

  it('go nowhere without an analytics tool', () => {
    expect(reportPageView('/home', {} as Window)).toEqual([]);
  });

  it('survive a broken tool', () => {
    const win = {
      _hmt: { push: () => { throw new Error('boom'); } },
      gtag: vi.fn(),
    } as unknown as Window;
    expect(reportPageView('/home', win)).toEqual(['gtag']);
  });
});

describe('safe navigation', () => {
  it('ignores navigation to the current URL', async () => {
    window.history.replaceState({}, '', '/succeedCase/AllCase?page=2');
    expect(isCurrentUrl('/succeedCase/AllCase/?page=2')).toBe(true);
    await safeNavigate('/succeedCase/AllCase?page=2');
    await safeNavigate('/succeedCase/AllCase/?page=2');
    expect(navigate).not.toHaveBeenCalled();
    await safeNavigate('/succeedCase/AllCase?page=3');
    expect(navigate).toHaveBeenCalledWith('/succeedCase/AllCase?page=3', undefined);
  });

  it('swallows rejected and throwing navigations', async () => {
    window.history.replaceState({}, '', '/home');
    vi.mocked(navigate).mockRejectedValueOnce(new Error('NavigationDuplicated'));
    await expect(safeNavigate('/productCenter')).resolves.toBeUndefined();
    vi.mocked(navigate).mockImplementationOnce(() => {
      throw new Error('router not ready');
    });
    await expect(safeNavigate('/productCenter')).resolves.toBeUndefined();
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});

describe('service-support sections', () => {
  it('navigate to /serviceSupport, then push the anchor 300 ms later', async () => {
    vi.useFakeTimers();
    window.history.replaceState({}, '', '/home');
    goToServiceSection('zh-CN', 3);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith('/serviceSupport', undefined);
    vi.advanceTimersByTime(299);
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/serviceSupport?anchor=3', undefined);
    expect(window.location.search).toBe('?anchor=3');
  });

  it('in English stay under the English prefix; a second choice replaces the pending push', () => {
    vi.useFakeTimers();
    window.history.replaceState({}, '', '/en-US/home');
    goToServiceSection('en-US', 1);
    vi.advanceTimersByTime(100);
    goToServiceSection('en-US', 4);
    vi.advanceTimersByTime(300);
    expect(vi.mocked(navigate).mock.calls.map(([to]) => to)).toEqual(['/en-US/serviceSupport', '/en-US/serviceSupport?anchor=4']);
  });
});
