// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { wrapPageElement } from '../../../site/gatsby/wrapPageElement';
import { createTestI18n } from '../support/i18n';
import { giveLayoutData } from '../support/render';

describe('wrapPageElement', () => {
  it('puts the layout under the i18next instance of the page (the plugin wraps the page first)', () => {
    // What gatsby-plugin-react-i18next's wrapPageElement hands on: the page in its provider.
    const { i18n } = createTestI18n('en-US');
    const element = (
      <I18nextProvider i18n={i18n}>
        <h1>English page</h1>
      </I18nextProvider>
    );
    window.history.replaceState({}, '', '/en-US/home');
    giveLayoutData('en-US');
    const wrapped = wrapPageElement!({ element, props: { location: { pathname: '/en-US/home' } } } as never, {} as never);
    render(<>{wrapped}</>);
    expect(screen.getByRole('heading', { name: 'English page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Language/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
    // The page's language's slices feed it: the English friendly link of the fixture is there.
    expect(screen.getByRole('link', { name: /Asia-Pacific Intralogistics Forum/ })).toBeTruthy();
  });
});
