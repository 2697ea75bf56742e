// @vitest-environment jsdom
import { act } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../site/src/components/layout/Layout';
import { createTestI18n } from './support/i18n';
import { desktopNav, giveLayoutData } from './support/render';

describe('the header slice in the browser', () => {
  it('hydrates the page-independent server HTML without a mismatch, then marks the page’s section', async () => {
    window.history.replaceState({}, '', '/aboutUs/culture');
    const { i18n } = createTestI18n('zh-CN');
    giveLayoutData('zh-CN');
    const page = (
      <I18nextProvider i18n={i18n}>
        <Layout pathname="/aboutUs/culture">
          <h1>Page</h1>
        </Layout>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector('[aria-current]')).toBeNull();

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const current = desktopNav().querySelector('[aria-current="true"]');
    expect(current?.textContent).toContain('关于我们');
  });
});
