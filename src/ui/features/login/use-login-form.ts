import { useCallback, useState } from 'react';
import {
  validateLoginField,
  validateLoginForm,
  type LoginErrors,
  type LoginField,
  type LoginFields,
} from '../../../domain/validation/login-form';

/** SPEC section 5: every field validates on blur; username and captcha also on change. */
const VALIDATE_ON_CHANGE: readonly LoginField[] = ['username', 'captcha'];

interface LoginFormState {
  readonly fields: LoginFields;
  readonly errors: LoginErrors;
  change(field: LoginField, value: string): void;
  blur(field: LoginField): void;
  /** Validates everything; true when the form may be sent. */
  validateAll(): boolean;
  reset(values: Partial<LoginFields>): void;
}

export function useLoginForm(initial: LoginFields): LoginFormState {
  const [fields, setFields] = useState<LoginFields>(initial);
  const [errors, setErrors] = useState<LoginErrors>({});

  const setError = useCallback((field: LoginField, error: string | undefined) => {
    setErrors((current) => {
      if (current[field] === error) return current;
      const next = { ...current };
      if (error === undefined) delete next[field];
      else next[field] = error;
      return next;
    });
  }, []);

  const change = useCallback(
    (field: LoginField, value: string) => {
      setFields((current) => {
        const next = { ...current, [field]: value };
        if (VALIDATE_ON_CHANGE.includes(field)) setError(field, validateLoginField(field, next));
        return next;
      });
    },
    [setError],
  );

  const blur = useCallback((field: LoginField) => setError(field, validateLoginField(field, fields)), [fields, setError]);

  const validateAll = useCallback(() => {
    const all = validateLoginForm(fields);
    setErrors(all);
    return Object.keys(all).length === 0;
  }, [fields]);

  const reset = useCallback((values: Partial<LoginFields>) => {
    setFields((current) => ({ ...current, ...values }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(values) as LoginField[]) delete next[key];
      return next;
    });
  }, []);

  return { fields, errors, change, blur, validateAll, reset };
}
