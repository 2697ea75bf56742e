import { BASE_CSS } from '../shared/base.css';
import { CITY_PICKER_CSS } from '../cityPicker/cityPicker.css';

/** The consult dialog: a centred modal, a full-screen sheet on phones (≤ 600 px wide). */
const DIALOG_CSS = `
.cmsw-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(15,23,42,.55)}
.cmsw-dialog{display:block;width:min(560px,100%);max-height:100%;overflow:auto;padding:20px 24px 24px;border-radius:10px;background:#fff;box-shadow:0 20px 50px rgba(0,0,0,.3)}
.cmsw-dialog-header{display:flex;align-items:center;justify-content:space-between;gap:12px;margin:0 0 8px}
.cmsw-dialog-title{all:initial;display:block;font:inherit;font-size:20px;font-weight:600;line-height:1.3;color:#111827}
.cmsw-icon-button{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;color:#4b5563;cursor:pointer}
.cmsw-dialog-intro{display:block;margin:0 0 16px;padding:10px 12px;border-radius:6px;background:#eff6ff;color:#1e3a8a;font-size:13px}
.cmsw-dialog-intro p{all:initial;display:block;font:inherit;color:inherit;line-height:1.6}
.cmsw-form{display:grid;grid-template-columns:1fr 1fr;gap:12px 16px;margin:0}
.cmsw-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.cmsw-field-customersAddress,.cmsw-field-demand,.cmsw-field-remark,.cmsw-dialog-actions,.cmsw-form-error{grid-column:1 / -1}
.cmsw-label{all:initial;display:block;font:inherit;font-size:13px;font-weight:500;color:#374151}
.cmsw-required{color:#dc2626}
.cmsw-input{all:initial;box-sizing:border-box;display:block;width:100%;min-height:40px;padding:8px 12px;border:1px solid #d1d5db;border-radius:6px;background:#fff;color:inherit;font:inherit;line-height:1.4}
.cmsw-input:focus,.cmsw-picker-trigger:focus-visible{outline:none;border-color:var(--cmsw-brand);box-shadow:0 0 0 3px rgba(21,101,192,.25)}
.cmsw-root [aria-invalid="true"]{border-color:#dc2626}
.cmsw-textarea{min-height:64px;resize:vertical}
.cmsw-error{all:initial;display:block;font:inherit;font-size:12px;line-height:1.4;color:#b91c1c}
.cmsw-dialog-actions{display:flex;justify-content:flex-end;gap:12px;margin-top:8px}
@media (max-width:600px){
.cmsw-backdrop{padding:0;align-items:stretch}
.cmsw-dialog{width:100%;height:100%;max-height:none;border-radius:0;padding:16px 16px calc(16px + env(safe-area-inset-bottom))}
.cmsw-form{grid-template-columns:1fr}
.cmsw-dialog-actions{position:sticky;bottom:0;padding-top:8px;background:#fff}
.cmsw-dialog-actions .cmsw-button{flex:1}
}
`;

export const CONSULT_CSS = BASE_CSS + CITY_PICKER_CSS + DIALOG_CSS;

/** The placeholder's button that opens the dialog (the embed bundle). */
export const CONSULT_TRIGGER_CSS = BASE_CSS;
