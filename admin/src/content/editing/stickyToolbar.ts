import type { SxProps, Theme } from '@mui/material';

/**
 * A form's toolbar kept at the window's foot while the form scrolls past (its Save and Publish in
 * reach in a long case), settling below the form's last input as react-admin places it. On a
 * phone too: react-admin fixes it there instead, over the end of the page (the item's history)
 * with nothing to scroll it clear.
 */
export const STICKY_TOOLBAR = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  borderTop: 1,
  borderColor: 'divider',
  '&.RaToolbar-mobileToolbar': { position: 'sticky' },
} as const satisfies SxProps<Theme>;

/**
 * The Edit or Create view's card clips its content (MUI's Card hides its overflow), which makes the
 * card the toolbar's scroll container and keeps it from sticking to the window: let it overflow.
 */
export const CARD_OF_STICKY_TOOLBAR = {
  '& .RaEdit-card, & .RaCreate-card': { overflow: 'visible' },
} as const satisfies SxProps<Theme>;
