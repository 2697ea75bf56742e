import { BASE_CSS } from '../shared/base.css';

/** The case browser: card grid (the parts around it: ./caseParts.css). Explicit values everywhere (see base.css.ts). */
const BROWSER_CSS = `
.cmsw-cases{display:flex;flex-direction:column;gap:20px}
.cmsw-cases-results{display:block;outline:none}
.cmsw-cases-results[aria-busy="true"] .cmsw-cases-grid{opacity:.6}
.cmsw-cases-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:20px;margin:0;padding:0;list-style:none}
.cmsw-cases-grid>li{display:flex;margin:0;padding:0}
.cmsw-case-card{display:flex;flex-direction:column;width:100%;overflow:hidden;border:1px solid #e5e7eb;border-radius:8px;background:#fff}
.cmsw-case-thumb{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:#f3f4f6;border:0}
.cmsw-case-body{display:flex;flex-direction:column;flex:1;gap:8px;padding:14px 16px 16px}
.cmsw-case-title{all:initial;display:block;font:inherit;font-size:16px;font-weight:600;line-height:1.4;color:#111827}
.cmsw-case-summary{all:initial;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;font:inherit;font-size:13px;line-height:1.6;color:#4b5563}
.cmsw-case-link{all:initial;box-sizing:border-box;display:inline-flex;align-self:flex-start;margin-top:auto;padding:6px 14px;border:1px solid var(--cmsw-brand);border-radius:4px;color:var(--cmsw-brand);font:inherit;font-size:13px;cursor:pointer;text-decoration:none}
.cmsw-case-link:hover{background:var(--cmsw-brand);color:#fff}
.cmsw-cases-empty{display:block;margin:0;padding:48px 0;text-align:center;color:#6b7280}
`;

/** What the embed's first paint needs; the category bar and load-more bring theirs (./caseParts.css). */
export const CASES_CORE_CSS = BASE_CSS + BROWSER_CSS;
