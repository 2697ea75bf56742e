import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsultHarness, cityTrigger, setupUser } from './support/consult';

// Counts the imports of the region data: the factory runs when the module is first imported.
const regionData = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@vant/area-data', async (importOriginal) => {
  regionData.imports += 1;
  return importOriginal();
});

describe('the region data', () => {
  it('is imported only when the city picker first opens', async () => {
    const user = setupUser();
    // Importing the widgets, rendering the dialog and opening it load no region data.
    render(<ConsultHarness cmsUrl="http://127.0.0.1:9" initiallyOpen />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // What opening loads has arrived: the chunk that checks and sends leads renders its live regions.
    await screen.findByRole('status');
    expect(regionData.imports).toBe(0);

    await user.click(cityTrigger('zh'));
    const provinces = await screen.findByLabelText('省份');
    expect(within(provinces).getByText('广东省')).toBeTruthy();
    expect(regionData.imports).toBe(1);

    // Closing and opening again uses what was loaded.
    await user.keyboard('{Escape}');
    await user.click(cityTrigger('zh'));
    await screen.findByLabelText('省份');
    expect(regionData.imports).toBe(1);
  });
});
