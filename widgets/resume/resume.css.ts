/**
 * The resume uploader's CSS. Inherited properties are set on `.cmsw-root` (see base.css.ts) and
 * again only where an element differs. Of the others, only what the user agent's defaults get
 * wrong is set (the margins of headings, paragraphs and, in quirks mode, the form; the input,
 * reset with `all: initial`), and never `display: block`: `p` and `h2` are blocks already, and
 * flex items become blocks.
 */
import { BASE_CSS } from '../shared/base.css';

const UPLOADER_CSS = `
.cmsw-resume{max-width:560px}
.cmsw-resume h2,.cmsw-resume p{margin:0}
.cmsw-resume p:empty{display:none}
.cmsw-resume-form,.cmsw-resume-field,.cmsw-resume-drop,.cmsw-resume-dropzone{display:flex;flex-direction:column;gap:6px}
.cmsw-resume-form{gap:16px;margin:0}
.cmsw-resume-title{font-size:20px;font-weight:600;line-height:1.3;color:#111827}
.cmsw-resume-intro{color:#4b5563}
.cmsw-resume-label{font-weight:500}
.cmsw-resume-required{color:#b91c1c;margin-left:2px}
.cmsw-resume-input{all:initial;box-sizing:border-box;width:100%;min-height:40px;padding:8px 12px;border:1px solid #d1d5db;border-radius:6px;background:#fff;color:#111827;font:inherit;line-height:1.4}
.cmsw-resume-input::placeholder{color:#9ca3af}
.cmsw-resume-input:focus-visible{outline:3px solid rgba(21,101,192,.45);outline-offset:1px;border-color:var(--cmsw-brand)}
.cmsw-resume-dropzone{align-items:center;justify-content:center;min-height:120px;padding:20px;border:2px dashed #9ca3af;border-radius:8px;background:#f9fafb;text-align:center;cursor:pointer}
.cmsw-resume-drop input:focus-visible+.cmsw-resume-dropzone{outline:3px solid rgba(21,101,192,.45);outline-offset:2px}
.cmsw-resume-drop-icon{font-size:28px;line-height:1;color:var(--cmsw-brand)}
.cmsw-resume-drop-title{font-weight:600}
.cmsw-resume-hint{color:#6b7280;font-size:13px}
.cmsw-resume-actions{display:flex}
`;

/** Everything the uploader needs, the shared base included (a shadow root has nothing else). */
export const RESUME_CSS = BASE_CSS + UPLOADER_CSS;
