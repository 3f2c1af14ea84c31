import { type ReactNode, type SyntheticEvent, useId, useRef, useState } from 'react';

import { useSession } from '../../hooks/useSession';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactForm,
  type ContactFormInput,
  validateContactForm,
} from '../../schemas/contact';

type Errors = Partial<Record<ContactField, string>>;

const EMPTY: ContactFormInput = { name: '', email: '', subject: '', message: '' };

/**
 * What was typed and not sent, kept in memory while the page lives: a popup closed by a stray tap
 * on the backdrop or by Escape gives the message back when it is opened again. It belongs to who
 * typed it (the account signed in then, or nobody): after a sign-out or another sign-in, on a
 * shared computer, the next person does not find it.
 */
let unsent: { by: string | null; values: ContactFormInput } = { by: null, values: EMPTY };

/**
 * The contact form (docs/product.md, "Shell"). There is no server: a valid submit only logs the
 * form in the browser console and thanks the visitor, and the form says so before and after.
 */
export function ContactPopup() {
  const by = useSession().session?.id ?? null;
  const [values, setValues] = useState<ContactFormInput>(() =>
    unsent.by === by ? unsent.values : EMPTY,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<ContactForm | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    unsent = { by, values: next };
    // After a first submit, keep the messages in step with what is typed.
    if (submitted) {
      const result = validateContactForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    // Nothing is sent: logging the form is all a submit does.
    console.log('AlphaScout contact form (not sent anywhere):', result.value);
    setSent(result.value);
    unsent = { by, values: EMPTY };
    // Focus the confirmation so it is read out and focus is not lost with the removed form.
    requestAnimationFrame(() => thanksRef.current?.focus());
  }

  function reset() {
    setValues(EMPTY);
    setErrors({});
    setSubmitted(false);
    setSent(null);
    // The button pressed goes with the thanks: focus starts the new message, at its first field.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus(),
    );
  }

  if (sent) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="space-y-3 text-center outline-none"
      >
        <p
          aria-hidden="true"
          className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-bullish/15 text-2xl text-bullish"
        >
          ✓
        </p>
        <p className="text-lg font-semibold text-text">Thanks — your message was noted</p>
        <p className="text-sm text-text-muted">
          Nothing was sent: AlphaScout has no server, so your message was only recorded in this
          browser&apos;s console. To reach us for real, find us on X, Discord or Telegram.
        </p>
        <button type="button" className="btn-outline" onClick={reset}>
          Write another message
        </button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="rounded-lg border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-text">
        <strong className="text-warn">Heads up:</strong> messages are not sent anywhere. AlphaScout
        has no server, so submitting only records your message in this browser.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              name="name"
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={(e) => update('name', e.target.value)}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(e) => update('email', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Subject" error={errors.subject}>
        {(props) => (
          <input
            {...props}
            name="subject"
            type="text"
            value={values.subject}
            onChange={(e) => update('subject', e.target.value)}
          />
        )}
      </Field>
      <Field label="Message" error={errors.message}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={5}
            value={values.message}
            onChange={(e) => update('message', e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse items-stretch justify-between gap-3 sm:flex-row sm:items-center">
        <p className="text-xs text-text-muted">All fields are required.</p>
        <button type="submit" className="btn-primary">
          Submit
        </button>
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

/** A labelled control with its error message underneath, tied to it by aria-describedby. */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      {children({
        id,
        required: true,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        className: `w-full rounded-lg border bg-ink-900 px-3 py-2 text-sm text-text placeholder:text-text-muted focus:outline-none focus-visible:ring-2 ${
          error
            ? 'border-bearish focus-visible:ring-bearish/60'
            : 'border-ink-500 focus-visible:ring-brand/60'
        }`,
      })}
      {error && (
        <p id={errorId} className="text-xs text-bearish">
          {error}
        </p>
      )}
    </div>
  );
}
