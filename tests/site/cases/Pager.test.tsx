// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager, pagerWindow } from '../../../site/components/cases/Pager';
import { siteWrapper } from './siteHarness';

const { wrapper, missing } = siteWrapper('zh-CN');
afterEach(() => expect(missing).toEqual([]));

const pageButtons = () =>
  within(screen.getByRole('list')).getAllByRole('button').map((button) => button.textContent);

describe('pagerWindow', () => {
  it('shows at most five pages, a window around the current one', () => {
    expect(pagerWindow(1, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(3, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(4, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pagerWindow(6, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pagerWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 1)).toEqual([1]);
  });
});

describe('Pager', () => {
  it('shows the total, five page buttons, and disables previous on the first page', () => {
    render(<Pager page={1} total={45} onPageChange={() => {}} />, { wrapper });
    const nav = screen.getByRole('navigation', { name: '案例分页' });
    expect(within(nav).getByText('共 45 条')).toBeTruthy();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(false);
    const current = screen.getByRole('button', { name: '第 1 页' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '第 2 页' }).hasAttribute('aria-current')).toBe(false);
  });

  it('moves the window with the current page and disables next on the last page', () => {
    const { rerender } = render(<Pager page={5} total={100} onPageChange={() => {}} />, { wrapper });
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByText('共 100 条')).toBeTruthy();

    rerender(<Pager page={13} total={100} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(['9', '10', '11', '12', '13']);
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: '第 13 页' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows fewer buttons when there are fewer pages, and both ends disabled on a single page', () => {
    render(<Pager page={1} total={3} onPageChange={() => {}} />, { wrapper });
    expect(pageButtons()).toEqual(['1']);
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the page chosen, the previous and the next one; not for the current one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={3} total={45} onPageChange={onPageChange} />, { wrapper });
    await user.click(screen.getByRole('button', { name: '第 5 页' }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it('ignores clicks while a page loads, without disabling (focus stays on the button)', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={1} total={45} busy onPageChange={onPageChange} />, { wrapper });
    const next = screen.getByRole('button', { name: '下一页' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('speaks English on English pages', () => {
    const english = siteWrapper('en-US');
    render(<Pager page={1} total={45} onPageChange={() => {}} />, { wrapper: english.wrapper });
    expect(english.missing).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Case pages' })).toBeTruthy();
    expect(screen.getByText('45 in total')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
  });
});
