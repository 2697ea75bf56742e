/**
 * CSS shared by every widget. Class names carry the `cmsw-` prefix everywhere: inside a shadow
 * root it costs nothing, inside the Gatsby site it keeps the widgets' rules off the site's markup.
 *
 * In the embed bundle the page's CSS cannot select anything inside the shadow root, but inherited
 * properties (font, colour, line height, direction…) still flow in from the host, and page rules
 * aimed at the host itself (`* { all: unset }`) beat `:host` rules. So `.cmsw-root`, the element
 * every widget renders first, resets everything with `all: initial` and sets its own values, and
 * every element inside gets explicit styles rather than relying on the user agent's. The typeface
 * is the one exception: it is inherited (`:host` passes the page's on), so a widget reads in the
 * font of the page around it, whatever that page is.
 *
 * The root rule is wrapped in `:where()`, which weighs nothing: on the site, where the widgets'
 * styles are `<style>` elements side by side in the head, every widget carries this CSS, and a
 * later widget's copy would otherwise undo an earlier widget's own root rules (`.cmsw-cases{display:flex}`,
 * `.cmsw-resume{max-width:…}`) by coming later with the same weight.
 *
 * The brand colour is the custom property `--cms-widgets-brand` (#1565c0 by default): a partner
 * sets it on the page (`:root`) or on a placeholder, and it reaches inside the shadow roots, since
 * custom properties inherit across them and `all: initial` leaves them alone. `.cmsw-root` reads
 * it once into `--cmsw-brand`, which every rule uses.
 */
export const HOST_CSS = `:host{all:initial;font-family:inherit;display:block !important}`;

export const BASE_CSS = `
:where(.cmsw-root){all:initial;display:block;box-sizing:border-box;font-family:inherit;font-size:14px;line-height:1.5;color:#1f2937;text-align:left;--cmsw-brand:var(--cms-widgets-brand,#1565c0)}
.cmsw-root *,.cmsw-root *::before,.cmsw-root *::after{box-sizing:border-box}
.cmsw-button{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:40px;padding:0 20px;border:1px solid #d1d5db;border-radius:6px;background:#fff;color:#1f2937;font:inherit;font-weight:500;line-height:1.2;cursor:pointer;white-space:nowrap}
.cmsw-button:hover{border-color:var(--cmsw-brand);color:var(--cmsw-brand)}
.cmsw-button:focus-visible,.cmsw-focusable:focus-visible{outline:3px solid rgba(21,101,192,.45);outline-offset:2px}
.cmsw-button[disabled]{opacity:.6;cursor:progress}
.cmsw-button-primary{background:var(--cmsw-brand);border-color:var(--cmsw-brand);color:#fff}
.cmsw-button-primary:hover{filter:brightness(.85)}
.cmsw-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
