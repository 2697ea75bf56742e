/**
 * CSS shared by every widget. Class names carry the `cmsw-` prefix everywhere: inside a shadow
 * root it costs nothing, inside the Gatsby site it keeps the widgets' rules off the site's markup.
 *
 * In the embed bundle the page's CSS cannot select anything inside the shadow root, but inherited
 * properties (font, colour, line height, direction…) still flow in from the host, and page rules
 * aimed at the host itself (`* { all: unset }`) beat `:host` rules. So `.cmsw-root`, the element
 * every widget renders first, resets everything with `all: initial` and sets its own values, and
 * every element inside gets explicit styles rather than relying on the user agent's.
 */
export const HOST_CSS = `:host{all:initial;display:block !important}`;

export const BASE_CSS = `
.cmsw-root{all:initial;display:block;box-sizing:border-box;font:14px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2937;text-align:left}
.cmsw-root *,.cmsw-root *::before,.cmsw-root *::after{box-sizing:border-box}
.cmsw-button{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:40px;padding:0 20px;border:1px solid #d1d5db;border-radius:6px;background:#fff;color:#1f2937;font:inherit;font-weight:500;line-height:1.2;cursor:pointer;white-space:nowrap}
.cmsw-button:hover{border-color:#1565c0;color:#1565c0}
.cmsw-button:focus-visible,.cmsw-focusable:focus-visible{outline:3px solid rgba(21,101,192,.45);outline-offset:2px}
.cmsw-button[disabled]{opacity:.6;cursor:progress}
.cmsw-button-primary{background:#1565c0;border-color:#1565c0;color:#fff}
.cmsw-button-primary:hover{background:#0d4f9e;color:#fff}
.cmsw-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
