/**
 * The part of Gatsby's router (@gatsbyjs/reach-router, which ships no types) the site uses: the
 * history Gatsby renders from, told of an address change as Gatsby tells it.
 */
declare module '@gatsbyjs/reach-router' {
  export interface RouterLocation {
    pathname: string;
    search: string;
    hash: string;
  }
  export const globalHistory: { readonly location: RouterLocation };
  export function navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}
