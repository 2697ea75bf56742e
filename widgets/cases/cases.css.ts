import { BASE_CSS } from '../shared/base.css';

/** The case browser: selector, card grid, pager or load-more. Explicit values everywhere (see base.css.ts). */
const BROWSER_CSS = `
.cmsw-cases{display:flex;flex-direction:column;gap:20px}
.cmsw-cases-categories{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.cmsw-cases-categories li{display:block;margin:0;padding:0}
.cmsw-cases-category{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;min-height:36px;padding:0 16px;border:1px solid #d1d5db;border-radius:18px;background:#fff;color:#1f2937;font:inherit;cursor:pointer;white-space:nowrap}
.cmsw-cases-category:hover{border-color:#1565c0;color:#1565c0}
.cmsw-cases-category[aria-pressed="true"]{background:#1565c0;border-color:#1565c0;color:#fff}
.cmsw-cases-category:focus-visible,.cmsw-cases-page:focus-visible,.cmsw-cases-step:focus-visible,.cmsw-case-link:focus-visible,.cmsw-cases-results:focus-visible{outline:3px solid rgba(21,101,192,.45);outline-offset:2px}
.cmsw-cases-results{display:block;outline:none}
.cmsw-cases-results[aria-busy="true"] .cmsw-cases-grid{opacity:.6}
.cmsw-cases-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:20px;margin:0;padding:0;list-style:none}
.cmsw-cases-grid>li{display:flex;margin:0;padding:0}
.cmsw-case-card{display:flex;flex-direction:column;width:100%;overflow:hidden;border:1px solid #e5e7eb;border-radius:8px;background:#fff}
.cmsw-case-thumb{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:#f3f4f6;border:0}
.cmsw-case-body{display:flex;flex-direction:column;flex:1;gap:8px;padding:14px 16px 16px}
.cmsw-case-title{all:initial;display:block;font:inherit;font-size:16px;font-weight:600;line-height:1.4;color:#111827}
.cmsw-case-summary{all:initial;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;font:inherit;font-size:13px;line-height:1.6;color:#4b5563}
.cmsw-case-link{all:initial;box-sizing:border-box;display:inline-flex;align-self:flex-start;margin-top:auto;padding:6px 14px;border:1px solid #1565c0;border-radius:4px;color:#1565c0;font:inherit;font-size:13px;cursor:pointer;text-decoration:none}
.cmsw-case-link:hover{background:#1565c0;color:#fff}
.cmsw-cases-empty{display:block;margin:0;padding:48px 0;text-align:center;color:#6b7280}
.cmsw-cases-pager{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px}
.cmsw-cases-total{display:block;margin:0 8px 0 0;color:#4b5563}
.cmsw-cases-pages{display:flex;gap:6px;margin:0;padding:0;list-style:none}
.cmsw-cases-pages li{display:block;margin:0;padding:0}
.cmsw-cases-page,.cmsw-cases-step{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-width:36px;height:36px;padding:0 10px;border:1px solid #d1d5db;border-radius:4px;background:#fff;color:#1f2937;font:inherit;cursor:pointer}
.cmsw-cases-page:hover,.cmsw-cases-step:hover{border-color:#1565c0;color:#1565c0}
.cmsw-cases-page[aria-current="page"]{background:#1565c0;border-color:#1565c0;color:#fff}
.cmsw-cases-step[disabled]{opacity:.5;cursor:not-allowed}
.cmsw-cases-more{display:flex;justify-content:center}
.cmsw-cases-complete{display:block;margin:0;color:#6b7280;text-align:center}
`;

export const CASES_CSS = BASE_CSS + BROWSER_CSS;
