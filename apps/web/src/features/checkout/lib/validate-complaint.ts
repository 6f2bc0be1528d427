import { checkoutMessages } from '@/config/messages';

export type ComplaintErrors = { contact?: string; message?: string };

/** SPEC 5: contact and message are both required after trimming; no length bounds. */
export function validateComplaint(contact: string, message: string): ComplaintErrors {
  const errors: ComplaintErrors = {};
  if (!contact.trim()) errors.contact = checkoutMessages.contactRequired;
  if (!message.trim()) errors.message = checkoutMessages.complaintRequired;

  return errors;
}
