/** The category bar, the pager and the load-more control (./caseParts). Explicit values everywhere (see base.css.ts). */
export const CASE_PARTS_CSS = `
.cmsw-cases-categories{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.cmsw-cases-categories li{display:block;margin:0;padding:0}
.cmsw-cases-category{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;min-height:36px;padding:0 16px;border:1px solid #d1d5db;border-radius:18px;background:#fff;color:#1f2937;font:inherit;cursor:pointer;white-space:nowrap}
.cmsw-cases-category:hover{border-color:var(--cmsw-brand);color:var(--cmsw-brand)}
.cmsw-cases-category[aria-pressed="true"]{background:var(--cmsw-brand);border-color:var(--cmsw-brand);color:#fff}
.cmsw-cases-category:focus-visible,.cmsw-cases-page:focus-visible,.cmsw-cases-step:focus-visible{outline:3px solid rgba(21,101,192,.45);outline-offset:2px}
.cmsw-cases-more{display:flex;justify-content:center}
.cmsw-cases-complete{display:block;margin:0;color:#6b7280;text-align:center}
.cmsw-cases-pager{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px}
.cmsw-cases-total{display:block;margin:0 8px 0 0;color:#4b5563}
.cmsw-cases-pages{display:flex;gap:6px;margin:0;padding:0;list-style:none}
.cmsw-cases-pages li{display:block;margin:0;padding:0}
.cmsw-cases-page,.cmsw-cases-step{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-width:36px;height:36px;padding:0 10px;border:1px solid #d1d5db;border-radius:4px;background:#fff;color:#1f2937;font:inherit;cursor:pointer}
.cmsw-cases-page:hover,.cmsw-cases-step:hover{border-color:var(--cmsw-brand);color:var(--cmsw-brand)}
.cmsw-cases-page[aria-current="page"]{background:var(--cmsw-brand);border-color:var(--cmsw-brand);color:#fff}
.cmsw-cases-step[disabled]{opacity:.5;cursor:not-allowed}
`;
