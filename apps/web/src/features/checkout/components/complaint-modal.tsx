import type { ReactNode } from 'react';
import { checkoutMessages } from '@/config/messages';
import { useComplaintForm } from '../hooks/use-complaint-form';
import { checkoutUiStrings } from '../strings';
import { Modal } from './modal';

/** A labelled field of the form, with its error under it (announced). */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label
    <label className="co-field">
      <span className="co-field-label">{label}</span>
      {children}
      {error && (
        <span className="co-field-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

type ComplaintModalProps = { open: boolean; paymentNo: string; token: string; onClose: () => void };

/** 投诉/举报: contact and text, sent to the complaint call (tradePaths.feedbackAdd) with the payment number. */
export function ComplaintModal({ open, paymentNo, token, onClose }: ComplaintModalProps) {
  const form = useComplaintForm(paymentNo, token, onClose);

  return (
    <Modal
      open={open}
      title={checkoutUiStrings.complaintTitle}
      onClose={form.submitting ? undefined : onClose}
      footer={
        <>
          <button type="button" className="co-btn co-btn-ghost" onClick={onClose} disabled={form.submitting}>
            {checkoutMessages.cancel}
          </button>
          <button
            type="submit"
            form="co-complaint-form"
            className="co-btn co-btn-primary"
            disabled={form.submitting}
          >
            {form.submitting ? checkoutMessages.submitting : checkoutMessages.submit}
          </button>
        </>
      }
    >
      <form
        id="co-complaint-form"
        className="co-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Field label={checkoutUiStrings.contactLabel} error={form.errors.contact}>
          <input
            className="co-input"
            type="text"
            inputMode="email"
            autoComplete="email"
            placeholder={checkoutMessages.contactPlaceholder}
            value={form.contact}
            aria-invalid={form.errors.contact ? true : undefined}
            onChange={(event) => form.setContact(event.target.value)}
          />
        </Field>
        <Field label={checkoutUiStrings.complaintLabel} error={form.errors.message}>
          <textarea
            className="co-input co-textarea"
            rows={4}
            placeholder={checkoutMessages.complaintPlaceholder}
            value={form.message}
            aria-invalid={form.errors.message ? true : undefined}
            onChange={(event) => form.setMessage(event.target.value)}
          />
        </Field>
      </form>
    </Modal>
  );
}
