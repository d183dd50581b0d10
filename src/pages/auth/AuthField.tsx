import type { InputHTMLAttributes, ReactNode } from 'react';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  name: string;
  /** Accessible name; the placeholder says the same on screen. */
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Something beside the input, e.g. the captcha button. */
  addon?: ReactNode;
}

/** One input of the login or registration form, with its Chinese error under it. */
export function AuthField({ name, label, value, error, onChange, addon, ...rest }: AuthFieldProps) {
  const errorId = `${name}-error`;
  return (
    <div className="auth-field">
      <div className="auth-field__row">
        <input
          className="auth-input"
          id={name}
          name={name}
          aria-label={label}
          placeholder={label}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        />
        {addon}
      </div>
      {error && (
        <div className="auth-field__error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}
