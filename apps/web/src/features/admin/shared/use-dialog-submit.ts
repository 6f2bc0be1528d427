import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';

/**
 * A console dialog's send: `submitting` while it runs, then closed on success, or the refusal's
 * Chinese message kept in `error` with the dialog left open (nothing the operator typed is lost).
 */
export function useDialogSubmit(onClose: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (send: () => Promise<unknown>) => {
    setSubmitting(true);
    setError(null);
    try {
      await send();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, error, setError, submit };
}
