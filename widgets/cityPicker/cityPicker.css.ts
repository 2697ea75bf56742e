/** The cascader's trigger (part of the consult dialog's stylesheet). */
export const CITY_PICKER_CSS = `
.cmsw-picker{display:block;position:relative}
.cmsw-picker-trigger{all:initial;box-sizing:border-box;display:flex;align-items:center;justify-content:space-between;gap:8px;width:100%;min-height:40px;padding:8px 12px;border:1px solid #d1d5db;border-radius:6px;background:#fff;color:inherit;font:inherit;line-height:1.4;cursor:pointer}
.cmsw-picker-empty .cmsw-picker-value{color:#9ca3af}
.cmsw-picker-value{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.cmsw-picker-chevron{display:block;flex:none;color:#6b7280}
.cmsw-picker-loading{display:block;margin-top:6px;padding:8px 12px;color:#6b7280;font-size:13px}
`;
