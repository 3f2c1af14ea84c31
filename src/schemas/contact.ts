/**
 * The Contact popup's form (docs/product.md, "Validation"): Name, Email, Subject and Message are
 * all required and the email must look like an email. Not a stored collection: a valid form is
 * only logged in the browser console, nothing is sent. Messages here are shown under the fields.
 */
import * as v from 'valibot';

import { MAX_SHORT_TEXT } from './common';

/** Longest message we accept; a contact note, not an article. */
export const MAX_CONTACT_MESSAGE = 5_000;
/** RFC 5321's limit on a forward path; a longer "email" is not one. */
const MAX_EMAIL = 254;

function required(label: string, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

export const contactFormSchema = v.object({
  name: required('Name', MAX_SHORT_TEXT),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.maxLength(MAX_EMAIL, `Email must be at most ${MAX_EMAIL} characters`),
    v.email('Enter a valid email address, like name@example.com'),
  ),
  subject: required('Subject', MAX_SHORT_TEXT),
  message: required('Message', MAX_CONTACT_MESSAGE),
});

/** What the form holds while it is being filled in (raw text, before trimming). */
export type ContactFormInput = v.InferInput<typeof contactFormSchema>;
/** A valid, trimmed contact form. */
export type ContactForm = v.InferOutput<typeof contactFormSchema>;
export type ContactField = keyof ContactForm;

export const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly ContactField[];

/** Validates a form and returns either the trimmed values or the first problem of each field. */
export function validateContactForm(
  input: ContactFormInput,
): { ok: true; value: ContactForm } | { ok: false; errors: Partial<Record<ContactField, string>> } {
  const result = v.safeParse(contactFormSchema, input);
  if (result.success) return { ok: true, value: result.output };
  const nested = v.flatten<typeof contactFormSchema>(result.issues).nested ?? {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const first = nested[field]?.[0];
    if (first) errors[field] = first;
  }
  return { ok: false, errors };
}
