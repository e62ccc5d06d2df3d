import { createContext, useContext, useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import './ui.css';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The label, hint and error ids a control inside a Field should use. */
export function useFieldControl(): FieldContextValue | null {
  return useContext(FieldContext);
}

/** A labelled form control with an optional hint and error message. */
export function Field({
  label,
  hint,
  error,
  required = false,
  id: givenId,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  id?: string;
  children: ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? `field-${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error), required }}>
      <div className="field" data-invalid={error ? true : undefined}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {children}
        {hint ? (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        {error ? <FormError id={errorId}>{error}</FormError> : null}
      </div>
    </FieldContext.Provider>
  );
}

/** An error message under a control or at the top of a form. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p className="form-error" id={id} role="alert">
      <CircleAlert size={16} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
