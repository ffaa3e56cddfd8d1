import type { SyntheticEvent } from 'react';
import styles from './CheckoutPage.module.css';

type FieldProps = {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  wide?: boolean;
};

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}{' '}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : (
        <span className={styles.optional}>(optional)</span>
      )}
    </label>
  );
}

function Field({ name, label, required = false, type = 'text', autoComplete, wide = false }: FieldProps) {
  const id = `billing-${name}`;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        className={styles.input}
      />
    </div>
  );
}

function SelectField({ name, label, autoComplete }: { name: string; label: string; autoComplete: string }) {
  const id = `billing-${name}`;
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required />
      {/* The spec's selects hold no options; only the empty placeholder. */}
      <select id={id} name={name} autoComplete={autoComplete} aria-required className={styles.input} defaultValue="">
        <option value="">Select…</option>
      </select>
    </div>
  );
}

/** Nothing is checked and nothing is sent (spec §5): Enter in a field must not reload the page. */
function ignoreSubmit(event: SyntheticEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function BillingForm() {
  return (
    <form className={styles.form} aria-labelledby="billing-title" onSubmit={ignoreSubmit} noValidate>
      <h2 id="billing-title" className={styles.sectionTitle}>
        Billing details
      </h2>
      <p className={styles.hint}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with a star</span> are required.
      </p>
      <div className={styles.fields}>
        <Field name="email" label="Email address" type="email" autoComplete="email" required wide />
        <Field name="firstName" label="First name" autoComplete="given-name" required />
        <Field name="lastName" label="Last name" autoComplete="family-name" required />
        <Field name="phone" label="Phone" type="tel" autoComplete="tel" required wide />
        <SelectField name="country" label="Country / Region" autoComplete="country-name" />
        <SelectField name="state" label="State" autoComplete="address-level1" />
        <SelectField name="city" label="LGA / City" autoComplete="address-level2" />
        <Field name="streetAddress" label="Street address" autoComplete="address-line1" required />
        <Field name="postcode" label="Postcode / ZIP" autoComplete="postal-code" />
        <div className={`${styles.field} ${styles.wide}`}>
          <FieldLabel htmlFor="billing-orderNotes" label="Order notes" required={false} />
          <textarea id="billing-orderNotes" name="orderNotes" rows={4} autoComplete="off" className={styles.input} />
        </div>
      </div>
    </form>
  );
}
