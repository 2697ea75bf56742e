import path from 'node:path';
import type { Actions } from 'gatsby';
import { SITE_LANGUAGES, type SiteLanguage } from '../../contract/siteRoutes';

/** The layout's slices: the alias a page's layout places (`<Slice alias>`) and its component. */
const LAYOUT_SLICES = {
  header: path.resolve(__dirname, '../src/slices/HeaderSlice.tsx'),
  footer: path.resolve(__dirname, '../src/slices/FooterSlice.tsx'),
} as const;

/** The slice id of one alias in one language (`header-en-US`). */
const sliceId = (alias: keyof typeof LAYOUT_SLICES, language: SiteLanguage) => `${alias}-${language}`;

/** One slice per alias and language, its language in the slice context (the slice query's `$language`). */
export function createLayoutSlices(createSlice: Actions['createSlice']) {
  for (const language of SITE_LANGUAGES) {
    for (const [alias, component] of Object.entries(LAYOUT_SLICES)) {
      createSlice({ id: sliceId(alias as keyof typeof LAYOUT_SLICES, language), component, context: { language } });
    }
  }
}

/** What a page of `language` passes to `createPage` as `slices`: each alias to that language's slice. */
export function layoutSlicesOf(language: SiteLanguage): Record<string, string> {
  return Object.fromEntries(Object.keys(LAYOUT_SLICES).map((alias) => [alias, sliceId(alias as keyof typeof LAYOUT_SLICES, language)]));
}
