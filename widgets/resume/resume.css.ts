/**
 * The resume uploader's CSS. Every element gets explicit values (see base.css.ts): inside a
 * shadow root nothing of the user agent's defaults can be taken for granted once the host page
 * has reset inherited properties.
 */
import { BASE_CSS } from '../shared/base.css';

const UPLOADER_CSS = `
.cmsw-resume{max-width:560px}
.cmsw-resume-form{display:flex;flex-direction:column;gap:16px;margin:0}
.cmsw-resume-title{display:block;margin:0;font-size:20px;font-weight:600;line-height:1.3;color:#111827}
.cmsw-resume-intro{display:block;margin:0;color:#4b5563}
.cmsw-resume-field{display:flex;flex-direction:column;gap:6px}
.cmsw-resume-label{display:block;font-weight:500;color:#1f2937}
.cmsw-resume-required{color:#b91c1c;margin-left:2px}
.cmsw-resume-input{all:initial;box-sizing:border-box;display:block;width:100%;min-height:40px;padding:8px 12px;border:1px solid #d1d5db;border-radius:6px;background:#fff;color:#111827;font:inherit;line-height:1.4}
.cmsw-resume-input::placeholder{color:#9ca3af}
.cmsw-resume-input:focus-visible{outline:3px solid rgba(21,101,192,.45);outline-offset:1px;border-color:#1565c0}
.cmsw-resume-error:empty{display:none}
.cmsw-resume-drop{display:flex;flex-direction:column;gap:6px}
.cmsw-resume-dropzone{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;min-height:120px;padding:20px;border:2px dashed #9ca3af;border-radius:8px;background:#f9fafb;color:#1f2937;text-align:center;cursor:pointer}
.cmsw-resume-drop input:focus-visible+.cmsw-resume-dropzone{outline:3px solid rgba(21,101,192,.45);outline-offset:2px}
.cmsw-resume-drop-icon{display:block;font-size:28px;line-height:1;color:#1565c0}
.cmsw-resume-drop-title{display:block;font-weight:600}
.cmsw-resume-hint{display:block;margin:0;color:#6b7280;font-size:13px}
.cmsw-resume-note:empty{display:none}
.cmsw-resume-honeypot{position:absolute !important;left:-10000px !important;width:1px;height:1px;overflow:hidden}
.cmsw-resume-actions{display:flex;justify-content:flex-start}
.cmsw-resume-status:empty,.cmsw-resume-alert:empty{display:none}
`;

/** Everything the uploader needs, the shared base included (a shadow root has nothing else). */
export const RESUME_CSS = BASE_CSS + UPLOADER_CSS;
