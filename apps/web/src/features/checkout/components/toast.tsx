import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../constants';

type ShowToast = (message: string) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** A single centred toast, like the message bar of a wallet app; a new one replaces the old. */
export function ToastProvider(props: { children: ReactNode }) {
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>((message) => {
    nextId.current += 1;
    setToast({ id: nextId.current, message });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);

    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {props.children}
      <div className="co-toast-region" role="status" aria-live="polite">
        {toast && (
          <div key={toast.id} className="co-toast">
            {toast.message}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
