// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import React, { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { replaceHydrateFunction } from '../../../site/gatsby/replaceHydrateFunction';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        pressed {count}
      </button>
    </div>
  );
}

const renderer = () => replaceHydrateFunction!({} as never, {} as never) as unknown as (element: React.ReactNode, container: Element) => void;

describe('replaceHydrateFunction', () => {
  it('hydrates the server markup in place (the same nodes), and the page then answers input', async () => {
    const container = document.createElement('div');
    container.id = '___gatsby';
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const serverButton = container.querySelector('button')!;

    await act(async () => renderer()(<Counter />, container));
    await waitFor(() => {
      serverButton.click();
      expect(serverButton.textContent).not.toBe('pressed 0');
    });
    expect(container.querySelector('button')).toBe(serverButton);
    container.remove();
  });

  it('renders afresh where the page has no server markup', async () => {
    const container = document.createElement('div');
    container.id = '___gatsby';
    document.body.append(container);
    await act(async () => renderer()(<Counter />, container));
    expect(container.querySelector('button')?.textContent).toBe('pressed 0');
    container.remove();
  });
});
