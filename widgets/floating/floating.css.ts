import { BASE_CSS } from '../shared/base.css';

/**
 * The side buttons, fixed to the right edge. The QR button shows only where a fine pointer can
 * hover and the viewport is wide (desktop); touch screens and narrow windows never see it.
 */
export const FLOATING_CSS = `${BASE_CSS}
.cmsw-floating{position:static}
.cmsw-floating-stack{position:fixed;right:16px;bottom:96px;z-index:2147482000;display:flex;flex-direction:column;align-items:flex-end;gap:10px}
.cmsw-fab{all:initial;box-sizing:border-box;display:flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;background:#fff;color:var(--cmsw-brand);border:1px solid #d1d5db;box-shadow:0 4px 14px rgba(15,23,42,.18);cursor:pointer}
.cmsw-fab:hover{background:#eff6ff}
.cmsw-fab svg{display:block}
.cmsw-fab-primary{background:var(--cmsw-brand);border-color:var(--cmsw-brand);color:#fff}
.cmsw-fab-primary:hover{background:#0d4f9e}
.cmsw-qr{display:none;position:relative}
.cmsw-qr-popover{position:absolute;right:calc(100% + 12px);top:50%;transform:translateY(-50%);display:flex;flex-direction:column;align-items:center;gap:6px;padding:10px;border-radius:8px;background:#fff;border:1px solid #e5e7eb;box-shadow:0 8px 24px rgba(15,23,42,.18);width:164px}
.cmsw-qr-popover[hidden]{display:none}
.cmsw-qr-image{display:block;width:140px;height:140px;object-fit:contain}
.cmsw-qr-caption{display:block;font-size:12px;color:#4b5563;text-align:center}
@media (hover:hover) and (pointer:fine) and (min-width:768px){.cmsw-qr{display:block}}
@media (max-width:600px){.cmsw-floating-stack{right:12px;bottom:80px}.cmsw-fab{width:44px;height:44px}}
`;
