import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FriendlyLinkDocument } from '../../../contract/content/documents/friendlyLink';
import type { ContentConflict, ContentListRow, ContentMove, ContentRecord } from '../../../contract/content/protocol';
import { createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp, standInPublisher } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';
import { content, createPublished } from '../../support/contentApi';

/** Stands for the site build: the content calls only ask for one. */

const PAGE = 4;
const link = (index: number, sort: number): FriendlyLinkDocument => ({ language: 'zh', name: `链接 ${index}`, link: `https://link-${index}.example.org/`, sort });

/**
 * Moving an item to a position of its kind's whole list (`PUT content/<kind>/<id>/position`),
 * whatever page the back office shows it on: the list pages show the new order at once (before
 * it is published), only the items whose position changes get drafts, and a stale revision is a conflict.
 */
describe.each(ENGINES)('moving an item within its whole list on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let ids: number[];

  const page = async (number: number) => {
    const range = encodeURIComponent(JSON.stringify([(number - 1) * PAGE, number * PAGE - 1]));
    const sort = encodeURIComponent('["sort","ASC"]');
    return (await content<ContentListRow[]>(test.app, editor, 'GET', `friendly-links?range=${range}&sort=${sort}`)).body;
  };
  const record = async (id: number) => (await content<ContentRecord<FriendlyLinkDocument>>(test.app, editor, 'GET', `friendly-links/${id}`)).body;
  const move = (id: number, body: ContentMove) => content<ContentRecord<FriendlyLinkDocument> | { data: ContentConflict<FriendlyLinkDocument> }>(test.app, editor, 'PUT', `friendly-links/${id}/position`, body);

  beforeAll(async () => {
    test = await startStaffApp(engine, { publisher: standInPublisher });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
    ids = [];
    // Ten published links, numbered from 1 as an editor's own numbering might be.
    for (let index = 0; index < 10; index += 1) ids.push((await createPublished(test.app, editor, 'friendly-links', link(index, index + 1))).id);
  });
  afterAll(() => test.close());

  it('moves an item from the second page to the first, renumbering only the items between as drafts', async () => {
    expect((await page(1)).map((row) => row.id)).toEqual(ids.slice(0, PAGE));
    const moving = ids[6]!;
    const before = await record(moving);
    const moved = await move(moving, { revision: before.revision, position: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: moving, hasDraft: true, document: { sort: 2 } });

    const expected = [ids[0], moving, ids[1], ids[2], ids[3], ids[4], ids[5], ids[7], ids[8], ids[9]];
    expect([...(await page(1)), ...(await page(2)), ...(await page(3))].map((row) => row.id)).toEqual(expected);
    expect((await page(1)).map((row) => row.sort)).toEqual([1, 2, 3, 4]);
    // The first item and those after the old position keep their places and have no draft.
    for (const id of [ids[0]!, ids[7]!, ids[8]!, ids[9]!]) expect((await record(id)).hasDraft).toBe(false);
    for (const id of [ids[1]!, ids[5]!]) expect((await record(id)).hasDraft).toBe(true);
  });

  it('moves an item down to the last position', async () => {
    const moving = ids[0]!;
    const moved = await move(moving, { revision: (await record(moving)).revision, position: 10 });
    expect(moved.status).toBe(200);
    expect((await page(3)).map((row) => row.id)).toEqual([ids[9], moving]);
  });

  it('answers a stale revision with a conflict carrying the item as it is, and moves nothing', async () => {
    const moving = ids[8]!;
    const current = await record(moving);
    const order = [...(await page(1)), ...(await page(2)), ...(await page(3))].map((row) => row.id);
    const refused = await move(moving, { revision: current.revision - 1, position: 1 });
    expect(refused.status).toBe(409);
    expect((refused.body as { data: ContentConflict<FriendlyLinkDocument> }).data.current).toMatchObject({ id: moving, revision: current.revision });
    expect([...(await page(1)), ...(await page(2)), ...(await page(3))].map((row) => row.id)).toEqual(order);
  });

  it('refuses a position past the end of the list, and an unknown item', async () => {
    const moving = ids[3]!;
    const refused = await content<{ msg: string }>(test.app, editor, 'PUT', `friendly-links/${moving}/position`, { revision: (await record(moving)).revision, position: 11 });
    expect(refused.status).toBe(400);
    expect((await move(999_999, { revision: 1, position: 1 })).status).toBe(404);
  });
});
