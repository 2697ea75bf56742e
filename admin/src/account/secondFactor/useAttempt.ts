import { WebAuthnError } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Runs a call of the second factor, keeping its failure to show beside the form: the server's
 * message (already in the user's language), or ours when the browser's passkey dialog was
 * cancelled or timed out.
 */
export function useAttempt() {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await work();
    } catch (failure) {
      const passkeyRefused = failure instanceof WebAuthnError || (failure instanceof DOMException && failure.name === 'NotAllowedError');
      setError(passkeyRefused ? translate('app.secondFactor.passkeyCancelled') : (failure as Error).message);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, attempt, clearError: () => setError(null) };
}
