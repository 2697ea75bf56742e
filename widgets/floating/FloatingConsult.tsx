import { useState } from 'react';
import { ConsultDialog, type ConsultDialogProps } from '../consult/ConsultDialog';
import type { LanguageProp } from '../shared/environment';
import { FloatingButtons } from './FloatingButtons';

export interface FloatingConsultProps extends Pick<ConsultDialogProps, 'cmsUrl' | 'openingHours' | 'onSubmit' | 'onSuccess' | 'onError'> {
  language?: LanguageProp;
  qrImageUrl?: string;
}

/**
 * The layout's floating side buttons and consult dialog (SPEC §2 "Layout"), wired together for
 * the Gatsby site: the contact button opens the dialog. The embed bundle wires the same two
 * through the loader instead, so its floating chunk does not carry the dialog.
 */
export function FloatingConsult({ language, qrImageUrl, ...dialog }: FloatingConsultProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FloatingButtons language={language} qrImageUrl={qrImageUrl} onContact={() => setOpen(true)} />
      <ConsultDialog {...dialog} language={language} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
