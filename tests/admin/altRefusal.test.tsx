// @vitest-environment jsdom
/**
 * A publish the server refuses for pictures without alternative text: the toolbar keeps its
 * message (which names the pictures and languages) on screen, with a link to each picture in the
 * media library, and drops it on the next try.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { AdminContext, Form, HttpError, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentToolbar } from '../../admin/src/content/editing/ContentToolbar';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import type { ContentRecord } from '../../contract/content/protocol';
import type { ImagesWithoutAlt } from '../../contract/media/mediaAsset';
import { formatCmsMessage } from '../../contract/messages/cmsMessages';
import { NO_SCHEDULE } from '../../contract/content/schedule';

afterEach(cleanup);
beforeEach(() => i18nProvider.changeLocale('en'));

const record: ContentRecord<unknown> = {
  id: 4, revision: 2, published: false, hasDraft: true, missingLanguages: [], outOfDateLanguages: [], sourceChanges: {}, draftBy: 'editor@example.com', draftAt: '2026-11-24T08:00:00.000Z', schedule: NO_SCHEDULE, document: {},
};
const refused: ImagesWithoutAlt = {
  images: [
    { assetId: 31, fileName: 'yard.png', language: 'zh' },
    { assetId: 31, fileName: 'yard.png', language: 'en' },
    { assetId: 32, fileName: 'dock.png', language: 'en' },
  ],
};
/** The message as the server writes it for an English-speaking editor, from the catalogue. */
const message = formatCmsMessage('en', 'contentImageAltMissing', { item: 'Yard', images: '“yard.png” (Chinese), “yard.png” (English), “dock.png” (English)' });

function Toolbar({ publishContent }: { publishContent: () => Promise<unknown> }) {
  return (
    <AdminContext dataProvider={testDataProvider({ publishContent } as never)} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="content/articles">
        <RecordContextProvider value={record}>
          <Form record={record}>
            <ContentToolbar onConflict={() => {}} permanent={false} />
          </Form>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>
  );
}

describe('a publish refused for missing alternative text', () => {
  it('shows the server’s message naming the pictures and languages, with a link to each picture, until the next try', async () => {
    const user = userEvent.setup();
    // Refused once; the second try stays under way, as the server has not answered it yet.
    const answers = [() => Promise.reject(new HttpError(message, 422, { code: 422, msg: message, data: refused })), () => new Promise(() => {})];
    render(<Toolbar publishContent={() => answers.shift()!()} />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Pictures in “Yard” have no alternative text: “yard.png” (Chinese), “yard.png” (English), “dock.png” (English).');
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Add alternative text to yard.png', '#/media/31'],
      ['Add alternative text to dock.png', '#/media/32'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
