import type { ReactNode } from 'react';

/** One "label … value" line of an order card. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="co-row">
      <span className="co-row-label">{label}</span>
      <span className="co-row-value">{children}</span>
    </div>
  );
}
