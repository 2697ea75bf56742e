import type { ComponentType } from 'react';
import type { ConsultDialogProps } from '../consult/leadModel';
import type { LanguageProp } from '../shared/environment';

export interface FloatingButtonsProps {
  language?: LanguageProp;
  /** The contact button's action: open the consult dialog. */
  onContact(): void;
  /** The QR code image (the site passes CmsSettings.wechatQrCode); no QR button without one. */
  qrImageUrl?: string;
  /** Scroll distance after which back-to-top shows (400 px). */
  threshold?: number;
  /** Pixels per animation frame on the way up (100). */
  step?: number;
}

export interface FloatingConsultProps extends Pick<ConsultDialogProps, 'cmsUrl' | 'openingHours' | 'onSubmit' | 'onSuccess' | 'onError'> {
  language?: LanguageProp;
  qrImageUrl?: string;
}

/** The consult dialog, as the floating buttons open it (a chunk of its own: ./consultDialogPart). */
export type ConsultDialogComponent = ComponentType<ConsultDialogProps>;
