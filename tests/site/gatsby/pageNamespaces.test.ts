import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_NAMESPACES, TEMPLATES_DIR, namespacesOf } from '../../../site/gatsby/pageNamespaces';
import { namespacesUsedBy } from '../support/namespaceScan';

const SITE_SRC = path.resolve(__dirname, '../../../site/src');
const templateNames = () =>
  fs.readdirSync(TEMPLATES_DIR, { recursive: true }).map(String).filter((file) => file.endsWith('.tsx')).map((file) => file.replace(/\.tsx$/, '').split(path.sep).join('/'));

describe('the locale namespaces a page queries', () => {
  it('list every template, and each template queries every namespace its code names', () => {
    expect(Object.keys(TEMPLATE_NAMESPACES).sort()).toEqual(templateNames().sort());
    for (const name of templateNames()) {
      const component = path.join(TEMPLATES_DIR, `${name}.tsx`);
      const queried = namespacesOf(component);
      for (const used of namespacesUsedBy(component)) expect(queried, `${name} uses ${used}`).toContain(used);
      // Nothing queried for nothing: each listed namespace is named by the template's code.
      for (const listed of TEMPLATE_NAMESPACES[name]!) expect([...namespacesUsedBy(component)], `${name} lists ${listed}`).toContain(listed);
    }
  });

  it('give the layout around every page its copy (`common`); the slices bring the header’s and footer’s (`layout`)', () => {
    const slices = (file: string) => file.startsWith(path.join(SITE_SRC, 'slices'));
    expect([...namespacesUsedBy(path.join(SITE_SRC, 'components/layout/Layout.tsx'), slices)]).toEqual(['common']);
    for (const slice of ['HeaderSlice.tsx', 'FooterSlice.tsx']) {
      expect([...namespacesUsedBy(path.join(SITE_SRC, 'slices', slice))]).toEqual(['layout']);
    }
  });

  it('fail the build for a template without a list', () => {
    expect(() => namespacesOf(path.join(TEMPLATES_DIR, 'NewPage.tsx'))).toThrow(/NewPage/);
  });
});
