/**
 * The panel, adopted when it first opens (it loads with the region data). It opens in the flow
 * of the form, below the trigger, so no scrolling container clips it.
 */
export const CITY_PICKER_PANEL_CSS = `
.cmsw-picker-panel{display:block;margin-top:6px;padding:8px;border:1px solid #d1d5db;border-radius:6px;background:#fff;box-shadow:0 8px 24px rgba(15,23,42,.12)}
.cmsw-picker-search{all:initial;box-sizing:border-box;display:block;width:100%;min-height:36px;margin:0 0 8px;padding:6px 10px;border:1px solid #d1d5db;border-radius:6px;background:#fff;color:#1f2937;font:inherit;line-height:1.4}
.cmsw-picker-search::placeholder{color:#9ca3af;opacity:1}
.cmsw-picker-search:focus{outline:none;border-color:var(--cmsw-brand);box-shadow:0 0 0 3px rgba(21,101,192,.25)}
.cmsw-picker-columns{display:flex;gap:4px}
.cmsw-picker-column{display:block;flex:1 1 0;min-width:0}
.cmsw-picker-heading{display:block;padding:2px 8px;color:#6b7280;font-size:12px}
.cmsw-picker-list,.cmsw-picker-results{all:initial;box-sizing:border-box;display:block;max-height:220px;overflow:auto;margin:0;padding:2px;list-style:none;font:inherit;color:inherit;border-radius:4px}
.cmsw-picker-list{border:1px solid #e5e7eb}
.cmsw-picker-results{max-height:260px}
.cmsw-option{display:block;padding:6px 8px;border-radius:4px;cursor:pointer;overflow-wrap:anywhere;font:inherit;color:inherit}
.cmsw-option:hover{background:#f3f4f6}
.cmsw-option-chosen{color:var(--cmsw-brand);font-weight:600}
.cmsw-picker-results .cmsw-option-active,.cmsw-picker-list:focus .cmsw-option-active{background:#dbeafe;outline:1px solid var(--cmsw-brand)}
.cmsw-picker-note{display:block;margin:6px 4px;color:#6b7280;font-size:13px}
.cmsw-link-button{all:initial;display:inline;font:inherit;color:var(--cmsw-brand);text-decoration:underline;cursor:pointer}
.cmsw-link-button:focus-visible{outline:2px solid var(--cmsw-brand);outline-offset:2px}
`;
