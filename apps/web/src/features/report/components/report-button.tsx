import type { ReportTargetKind } from '@frog/contracts';
import { lazy, Suspense, useState } from 'react';
import { PlainButton, type PlainButtonLook } from '@/components/plain-button';

const ReportDialog = lazy(() => import('./report-dialog'));

/** 举报 …: opens the report dialog (and loads it, the first time). Shown to signed-in users only. */
export function ReportButton({
  target,
  label = '举报',
  ...look
}: {
  target: { kind: ReportTargetKind; id: number | string };
  label?: string;
  className?: string;
} & PlainButtonLook) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <PlainButton
        {...look}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {label}
      </PlainButton>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
