import { checkoutMessages } from '@/config/messages';
import { useState } from 'react';
import { addFeedback } from '../api/add-feedback';
import { useToast } from '../components/toast';
import { type ComplaintErrors, validateComplaint } from '../lib/validate-complaint';

/** The complaint form: trimmed validation, one submission at a time, toast on the outcome. */
export function useComplaintForm(paymentNo: string, token: string, onSubmitted: () => void) {
  const showToast = useToast();
  const [contact, setContact] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<ComplaintErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (submitting) return;
    const found = validateComplaint(contact, message);
    setErrors(found);
    if (found.contact || found.message) return;
    setSubmitting(true);
    try {
      await addFeedback({ paymentNo, contact: contact.trim(), message: message.trim(), token });
      showToast(checkoutMessages.complaintSucceeded);
      setContact('');
      setMessage('');
      onSubmitted();
    } catch (error) {
      console.error('[checkout] complaint failed', error);
      showToast(checkoutMessages.complaintFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    contact,
    message,
    errors,
    submitting,
    setContact: (value: string) => {
      setContact(value);
      setErrors((current) => ({ ...current, contact: undefined }));
    },
    setMessage: (value: string) => {
      setMessage(value);
      setErrors((current) => ({ ...current, message: undefined }));
    },
    submit,
  };
}
