/**
 * The style of words only screen readers read (what a colour or a mark says to the eye). Sizes are
 * strings: MUI's `sx` reads a bare 1 as 100 %, which lets the absolute box overflow the page.
 */
export const visuallyHidden = {
  position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
} as const;
