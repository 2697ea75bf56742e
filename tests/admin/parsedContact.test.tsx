// @vitest-environment jsdom
/**
 * The contact read from a resume's file beside what the applicant typed: a field that differs is
 * marked for HR, a number only when its digits differ (the English form keeps it as typed).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import React from 'react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { ParsedContact } from '../../admin/src/resumes/ParsedContact';
import type { ResumeContact } from '../../contract/entities/submissions';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

function Contact({ typed, found }: { typed: ResumeContact; found: ResumeContact }) {
  return (
    <AdminContext dataProvider={testDataProvider({ resumeContact: () => Promise.resolve(found) } as never)} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 7, ...typed }}>
        <ParsedContact />
      </RecordContextProvider>
    </AdminContext>
  );
}

/** The fields marked as differing, by the label of their row. */
async function marked(): Promise<string[]> {
  await screen.findByText('Contact read from the file');
  const rows = await screen.findAllByRole('definition');
  const labels = screen.getAllByRole('term').map((term) => term.textContent);
  return rows.flatMap((row, index) => (within(row).queryByText('differs from what was typed') ? [labels[index]!] : []));
}

describe('the contact read from a resume', () => {
  const abroad = { name: 'Jean-Baptiste Lefebvre-Durand', phone: '+44 20 7946 0958', email: 'jb.lefebvre@example.co.uk' };

  it('marks nothing when the file says what was typed, a number spaced otherwise included', async () => {
    render(<Contact typed={{ ...abroad, phone: '+44 (20) 7946-0958' }} found={abroad} />);
    expect(await screen.findByText(abroad.phone)).toBeTruthy();
    expect(await marked()).toEqual([]);
  });

  it('marks another number and another name', async () => {
    render(<Contact typed={{ ...abroad, name: 'J.-B. Lefebvre', phone: '139 1234 5678' }} found={abroad} />);
    expect(await screen.findByText(abroad.phone)).toBeTruthy();
    expect(await marked()).toEqual(['Name', 'Phone']);
  });
});
