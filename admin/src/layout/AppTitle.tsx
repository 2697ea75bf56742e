import { useTranslate } from 'react-admin';

/**
 * The app's name in the user's language: react-admin shows its `title` untranslated where a page
 * names no title of its own (the page for an unknown address), so it is given as an element.
 */
export function AppTitle() {
  return <>{useTranslate()('app.title')}</>;
}
