import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FloatingButtons } from '../../widgets/floating/FloatingButtons';
import { RENDERER, renderedByReact } from './support/renderer';

describe(`the widgets' renderer (${RENDERER})`, () => {
  it(RENDERER === 'react' ? 'is React 18 (as in the Gatsby site)' : 'is preact/compat (as in the embed bundle)', () => {
    render(<FloatingButtons language="zh" onContact={() => {}} />);
    const button = screen.getByRole('button', { name: '联系我们' });
    expect(renderedByReact(button)).toBe(RENDERER === 'react');
  });
});
