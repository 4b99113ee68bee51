import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './forms.module.css';

/**
 * Form controls without MUI (docs/decisions/044): a native input, select, radio group and
 * checkbox, each labelled, `aria-invalid` when wrong and described by its message (or its hint).
 * They take what react-hook-form's `register` returns (name, onChange, onBlur, ref) or a
 * controlled `value`/`onChange`, and know nothing of the form library. `testId` goes on the
 * element a test types into or chooses from.
 */

type TFieldText = {
  label: ReactNode;
  /** The translated message when the value is wrong; shown instead of the hint. */
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
  /** Classes of the field's wrapper (its place in a grid). */
  className?: string;
};

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span aria-hidden="true" className={styles.asterisk}>
          *
        </span>
      ) : null}
    </label>
  );
}

function Message({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className={styles.message}>
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export type TTextControlProps = TFieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input (text, email, password, tel, date). */
export function TextControl({ label, error, hint, testId, className, id, required, ref, ...input }: TTextControlProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const messageId = `${inputId}-message`;
  return (
    <div className={[styles.field, error ? styles.invalid : '', className ?? ''].join(' ')}>
      <Label htmlFor={inputId} label={label} required={required} />
      <input
        {...input}
        ref={ref}
        id={inputId}
        required={required}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(input['aria-describedby'], error || hint ? messageId : undefined)}
        data-testid={testId}
      />
      <Message id={messageId} error={error} hint={hint} />
    </div>
  );
}

export type TSelectControlProps = TFieldText &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    /** The empty first choice ("Choose…"); without it the first option is chosen. */
    placeholder?: string;
    /** Marks the select invalid without a message of its own (a part of a date under one message). */
    invalid?: boolean;
  };

/** A labelled native select: keyboard and screen-reader friendly everywhere, simple to fill. */
export function SelectControl({ label, error, hint, testId, className, id, required, ref, options, placeholder, invalid, ...select }: TSelectControlProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const messageId = `${selectId}-message`;
  return (
    <div className={[styles.field, error || invalid ? styles.invalid : '', className ?? ''].join(' ')}>
      <Label htmlFor={selectId} label={label} required={required} />
      <select
        {...select}
        ref={ref}
        id={selectId}
        required={required}
        className={styles.input}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy(select['aria-describedby'], error || hint ? messageId : undefined)}
        data-testid={testId}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={messageId} error={error} hint={hint} />
    </div>
  );
}

/** A group of fields under one legend and one message (radios, the parts of a date). */
export function FieldGroup({
  legend,
  error,
  required,
  testId,
  className,
  messageId,
  children,
}: {
  legend: ReactNode;
  error?: string | null;
  required?: boolean;
  testId?: string;
  className?: string;
  /** The message's id, for the controls' `aria-describedby`. */
  messageId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={[styles.fieldset, error ? styles.invalid : '', className ?? ''].join(' ')} data-testid={testId}>
      <legend className={styles.legend}>
        {legend}
        {required ? (
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        ) : null}
      </legend>
      {children}
      <Message id={messageId} error={error} />
    </fieldset>
  );
}

/**
 * Radio buttons in a row under a legend. Controlled (`value`, `onChange` with the chosen value);
 * `inputRef` goes to the first radio (where react-hook-form moves focus to an error).
 */
export function RadioGroupControl({
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  required,
  testId,
  className,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode; testId?: string }[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | null;
  required?: boolean;
  testId?: string;
  className?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <FieldGroup legend={legend} error={error} required={required} testId={testId} className={className} messageId={messageId}>
      <div className={styles.choices}>
        {options.map((o, i) => (
          <label key={o.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              onBlur={onBlur}
              ref={i === 0 ? inputRef : undefined}
              required={required}
              aria-describedby={error ? messageId : undefined}
              data-testid={o.testId}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

export type TCheckboxControlProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> & {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  error?: string | null;
  testId?: string;
  className?: string;
};

/** A checkbox with its label beside it and its message below. */
export function CheckboxControl({ label, error, testId, className, id, ref, ...input }: TCheckboxControlProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const messageId = `${inputId}-message`;
  return (
    <div className={[styles.field, error ? styles.invalid : '', className ?? ''].join(' ')}>
      <label className={styles.choice} htmlFor={inputId}>
        <input
          {...input}
          ref={ref}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(input['aria-describedby'], error && messageId)}
          data-testid={testId}
        />
        <span>{label}</span>
      </label>
      <Message id={messageId} error={error} />
    </div>
  );
}
