import { useId, useState, type KeyboardEvent } from 'react';
import { WidgetStyle, normalizeLanguage } from '../shared/environment';
import { BACK_TO_TOP_THRESHOLD, SCROLL_STEP } from '../shared/scrollToTop';
import { floatingCopy } from './copy';
import { FLOATING_CSS } from './floating.css';
import type { FloatingButtonsProps } from './floatingModel';
import { useBackToTop } from './useBackToTop';

/**
 * The floating side buttons: back-to-top past 400 px of scroll, contact (opens the
 * consult dialog), and a QR popover on hover and focus. The QR button exists on desktop only:
 * its CSS hides it on touch screens and narrow viewports.
 */
export function FloatingButtons({
  language, onContact, qrImageUrl, threshold = BACK_TO_TOP_THRESHOLD, step = SCROLL_STEP,
}: FloatingButtonsProps) {
  const copy = floatingCopy(normalizeLanguage(language));
  const popoverId = `${useId()}-qr`;
  const [qrOpen, setQrOpen] = useState(false);
  const { pastThreshold, backToTop } = useBackToTop(threshold, step);

  const onQrKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && qrOpen) {
      event.preventDefault();
      setQrOpen(false);
    }
  };

  return (
    <div className="cmsw-root cmsw-floating">
      <WidgetStyle css={FLOATING_CSS} />
      <div className="cmsw-floating-stack">
        {qrImageUrl && (
          // Hover handlers on the wrapper keep the popover open while the pointer moves onto it;
          // focus handlers sit on the button itself. (React's onFocus/onBlur bubble; preact/compat
          // imitates that by listening to focusin/focusout.)
          <div className="cmsw-qr" onMouseEnter={() => setQrOpen(true)} onMouseLeave={() => setQrOpen(false)}>
            <button
              type="button"
              className="cmsw-fab cmsw-focusable"
              aria-label={copy.wechat}
              aria-expanded={qrOpen}
              aria-controls={popoverId}
              onFocus={() => setQrOpen(true)}
              onBlur={() => setQrOpen(false)}
              onClick={() => setQrOpen((shown) => !shown)}
              onKeyDown={onQrKeyDown}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm8-2h2v2h-2v-2zm2 2h2v2h-2v-2zm2-2h2v2h-2v-2zm2 2h2v2h-2v-2zm-6 4h2v2h-2v-2zm2 2h2v-2h2v4h-4v-2zm2-4h2v2h-2v-2z" />
              </svg>
            </button>
            <div id={popoverId} className="cmsw-qr-popover" hidden={!qrOpen}>
              <img className="cmsw-qr-image" src={qrImageUrl} alt={copy.wechatAlt} width={140} height={140} loading="lazy" decoding="async" />
              <span className="cmsw-qr-caption">{copy.wechatAlt}</span>
            </div>
          </div>
        )}
        <button type="button" className="cmsw-fab cmsw-fab-primary cmsw-focusable" aria-label={copy.contactUs} title={copy.contactUs} onClick={onContact}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 .01V10zm5 0a1.5 1.5 0 1 0 0 .01V10zm5 0a1.5 1.5 0 1 0 0 .01V10z" />
          </svg>
        </button>
        {pastThreshold && (
          <button type="button" className="cmsw-fab cmsw-focusable" aria-label={copy.backToTop} title={copy.backToTop} onClick={backToTop}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path fill="none" stroke="currentColor" strokeWidth="2" d="M12 19V5M5 12l7-7 7 7" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
