// @vitest-environment jsdom
/**
 * The back office's submission API tokens: a new token is shown once, in a dialog only its button
 * closes, read-only and labelled for screen readers; the list offers Revoke only on live tokens.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { testDataProvider } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { SubmissionApiTokenCreate } from '../../admin/src/submissionApiTokens/SubmissionApiTokenCreate';
import { SubmissionApiTokenList } from '../../admin/src/submissionApiTokens/SubmissionApiTokenList';
import { renderResourceAt } from '../support/resourceRoute';

afterEach(cleanup);

const RESOURCE = 'submission-api-tokens';
const issued = { id: 3, name: '华东经销商', createdBy: 'admin@example.com', createdAt: '2026-11-28T08:00:00.000Z', lastUsedAt: null, revokedAt: null };

const renderAt = (path: string, element: React.ReactElement, dataProvider: object) =>
  renderResourceAt(RESOURCE, path, element, testDataProvider(dataProvider as never));

it('shows the issued token once, read-only, in a dialog only its button closes', async () => {
  const created: unknown[] = [];
  await renderAt(`/${RESOURCE}/create`, <SubmissionApiTokenCreate />, {
    create: async (_resource: string, { data }: { data: unknown }) => {
      created.push(data);
      return { data: { ...issued, token: 'yzsub_the-token-itself' } };
    },
  });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /名称/ }), '华东经销商');
  await user.click(screen.getByRole('button', { name: '保存' }));
  const dialog = await screen.findByRole('dialog', { name: '请立即复制接口令牌' });
  expect(created).toEqual([{ name: '华东经销商' }]);
  const token = within(dialog).getByRole('textbox', { name: '接口令牌' }) as HTMLInputElement;
  expect(token.value).toBe('yzsub_the-token-itself');
  expect(token.readOnly).toBe(true);
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: '请立即复制接口令牌' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: '我已复制' })).toBeTruthy();
});

it('lists tokens with Revoke on the live ones only', async () => {
  const revoked = { ...issued, id: 2, name: '旧合作伙伴', revokedAt: '2026-11-20T08:00:00.000Z' };
  await renderAt(`/${RESOURCE}`, <SubmissionApiTokenList />, {
    getList: async () => ({ data: [issued, revoked], total: 2 }),
  });
  const live = (await screen.findByText('华东经销商')).closest('tr')!;
  expect(within(live).getByRole('button', { name: '撤销' })).toBeTruthy();
  const old = screen.getByText('旧合作伙伴').closest('tr')!;
  expect(within(old).queryByRole('button', { name: '撤销' })).toBeNull();
});
