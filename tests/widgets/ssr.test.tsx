// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * The Gatsby site renders the widgets at build time with React 18: importing them and rendering
 * them must not touch window or document (the Preact project leaves this file out: the embed
 * bundle never renders on a server).
 */
/** The modules the Gatsby site renders (it imports each widget from its own module). */
const importWidgets = async () => ({
  ...(await import('../../widgets/consult/ConsultDialog')),
  ...(await import('../../widgets/cityPicker/CityPicker')),
  ...(await import('../../widgets/floating/FloatingButtons')),
  ...(await import('../../widgets/floating/FloatingConsult')),
});

describe('server rendering (React 18, no window)', () => {
  it('imports the widgets without a DOM', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const widgets = await importWidgets();
    expect(widgets.ConsultDialog).toBeTypeOf('function');
  });

  it('renders the dialog, the picker and the floating buttons, with their styles in the HTML', async () => {
    const { ConsultDialog, CityPicker, FloatingButtons, FloatingConsult } = await importWidgets();
    const dialog = renderToString(<ConsultDialog open onClose={() => {}} language="zh-CN" />);
    expect(dialog).toContain('role="dialog"');
    expect(dialog).toContain('aria-modal="true"');
    expect(dialog).toContain('在线咨询');
    expect(dialog).toContain('工作日 09:00–18:00');
    expect(dialog).toContain('<style>');
    expect(dialog).toContain('.cmsw-dialog{');

    const english = renderToString(<ConsultDialog open onClose={() => {}} language="en-US" />);
    expect(english).toContain('Consultation');

    const picker = renderToString(<CityPicker labelId="l" value="广东省/深圳市/南山区" onChange={() => {}} />);
    expect(picker).toContain('广东省/深圳市/南山区');

    const floating = renderToString(<FloatingButtons language="en" onContact={() => {}} qrImageUrl="/qr.png" />);
    expect(floating).toContain('aria-label="Contact us"');
    expect(floating).toContain('src="/qr.png"');
    expect(floating).not.toContain('Back to top');

    expect(renderToString(<FloatingConsult language="zh-CN" />)).toContain('联系我们');
  });
});
