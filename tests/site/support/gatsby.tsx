/**
 * What the site tests put in place of `gatsby`: only the router-bound exports. `navigate` moves
 * jsdom's history like Gatsby's does, `Link` navigates on a plain left click, `graphql` yields
 * nothing, `useStaticQuery` throws unless a test gives it an answer, and `Slice` renders the
 * slice a test put behind the alias (support/render.tsx: giveLayoutData), as Gatsby renders
 * slices in the browser: inside the page's tree.
 */
import React, { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { vi } from 'vitest';

export const navigate = vi.fn((to: string | number, options?: { replace?: boolean }): Promise<void> => {
  if (typeof to === 'string' && typeof window !== 'undefined') {
    if (options?.replace) window.history.replaceState({}, '', to);
    else window.history.pushState({}, '', to);
  }
  return Promise.resolve();
});

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, onClick, activeClassName: _active, partiallyActive: _partial, replace, state: _state, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return <a ref={ref} href={to} {...rest} onClick={handleClick} />;
});

export const useStaticQuery = vi.fn((): unknown => {
  throw new Error('No static query result given to this test');
});

export const Slice = vi.fn(({ alias }: { alias: string }): React.JSX.Element => {
  throw new Error(`No slice given to this test for "${alias}" (support/render.tsx: giveLayoutData)`);
});

export const graphql = (() => '') as unknown as (strings: TemplateStringsArray) => string;
