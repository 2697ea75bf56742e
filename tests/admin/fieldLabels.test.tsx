// @vitest-environment jsdom
/**
 * Every field of a job's and of the settings' document is named in the user's language by the one
 * mechanism the editor's inputs, the history's comparison and the conflict dialog share
 * (useFieldLabel): a field without a name there would show its path's last segment (`closingDate`).
 */
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { documentChanges } from '../../admin/src/content/history/documentChanges';
import { useFieldLabel } from '../../admin/src/content/useFieldLabel';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { JOB, SETTINGS } from './kindDocuments';

const wrapper = ({ children }: { children: ReactNode }) => <AdminContext i18nProvider={i18nProvider}>{children}</AdminContext>;

afterEach(cleanup);

describe("a document's field names", () => {
  it.each([['zh'], ['en']] as const)('name every field of a job and of the settings in %s', async (locale) => {
    await i18nProvider.changeLocale(locale);
    const { result } = renderHook(() => useFieldLabel(), { wrapper });
    for (const document of [JOB, SETTINGS]) {
      for (const { path } of documentChanges({}, document, { htmlFields: [] })) {
        const field = path.split('.').pop()!;
        expect(result.current(path), path).not.toContain(field);
      }
    }
  });
});
