import { useEffect, useRef, useState } from 'react';
import { leadsAreWaiting } from '../shared/outboxProbe';
import { consultDialogPart } from './consultDialogPart';
import { FloatingButtons } from './FloatingButtons';
import type { ConsultDialogComponent, FloatingConsultProps } from './floatingModel';

/**
 * The layout's floating side buttons and consult dialog, wired together for
 * the Gatsby site: the contact button opens the dialog. Every page carries the buttons; the
 * dialog's code arrives on the first press (or at once when leads from an earlier visit wait,
 * since the dialog is what sends them), so no page parses or hydrates it before it is wanted.
 * The embed bundle wires the same two through the loader instead.
 */
export function FloatingConsult({ language, qrImageUrl, ...dialog }: FloatingConsultProps) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ConsultDialogComponent | null>(null);
  const mounted = useRef(true);

  const load = () =>
    consultDialogPart.load().then(
      (component) => mounted.current && setDialog(() => component),
      () => mounted.current && setOpen(false),
    );

  useEffect(() => {
    mounted.current = true;
    if (leadsAreWaiting()) void load();
    return () => {
      mounted.current = false;
    };
    // Once, on mount: later loads come from the contact button.
  }, []);

  const contact = () => {
    setOpen(true);
    if (!Dialog) void load();
  };

  return (
    <>
      <FloatingButtons language={language} qrImageUrl={qrImageUrl} onContact={contact} />
      {Dialog ? <Dialog {...dialog} language={language} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
