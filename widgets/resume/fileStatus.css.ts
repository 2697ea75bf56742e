/**
 * The resume uploader's CSS for what shows only once it is used (errors, the chosen file, the
 * parse note, the progress, the answer; the drop zone's hover and drag highlight): it loads with
 * ./resumeActions, after the first paint, and is added beside RESUME_CSS (./resume.css). The
 * paragraphs' margins and their empty state (`:empty`) are set there.
 */
export const FILE_STATUS_CSS = `
.cmsw-resume-dropzone:hover,.cmsw-resume-drop[data-dragging="true"] .cmsw-resume-dropzone{border-color:var(--cmsw-brand);background:#eff6ff}
.cmsw-resume-input[aria-invalid="true"]{border-color:#b91c1c}
.cmsw-resume-error{color:#b91c1c;font-size:13px}
.cmsw-resume-drop[data-invalid="true"] .cmsw-resume-dropzone{border-color:#b91c1c}
.cmsw-resume-file{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:8px 12px;border-radius:6px;background:#f3f4f6;word-break:break-all}
.cmsw-resume-file .cmsw-button{min-height:32px;padding:0 12px}
.cmsw-resume-note{color:#1e40af;font-size:13px}
.cmsw-resume-progress{display:flex;flex-direction:column;gap:4px}
.cmsw-resume-progress progress{display:block;width:100%;height:8px;accent-color:var(--cmsw-brand)}
.cmsw-resume-status{padding:10px 12px;border-radius:6px;background:#f0fdf4;border:1px solid #86efac;color:#14532d}
.cmsw-resume-status[data-kind="queued"]{background:#fffbeb;border-color:#fcd34d;color:#78350f}
.cmsw-resume-alert{padding:10px 12px;border-radius:6px;background:#fef2f2;border:1px solid #fca5a5;color:#7f1d1d}
`;
