import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { SvgIcon } from './svg-icon.tsx';

/**
 * A labelled input with Ant Design's large look: an icon before the text, the field's error under it,
 * and for passwords the eye that shows what was typed.
 */
export function TextField({
  label,
  error,
  prefix,
  type = 'text',
  disabled,
  ...input
}: {
  label: string;
  error?: string;
  prefix?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'>) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  const classes = ['lt-input'];
  if (error) classes.push('lt-input-invalid');
  if (disabled) classes.push('lt-input-disabled');
  return (
    <div className="lt-field">
      <label className="lt-label" htmlFor={id}>
        {label}
      </label>
      <div className={classes.join(' ')}>
        {prefix ? <span className="lt-input-affix">{prefix}</span> : null}
        <input
          id={id}
          type={password && visible ? 'text' : type}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {password ? (
          // As in Ant Design, a pointer-only eye: the keyboard goes from the password to the button.
          <button
            type="button"
            className="lt-input-toggle"
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
            aria-hidden="true"
            tabIndex={-1}
          >
            <SvgIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        ) : null}
      </div>
      <div className="lt-field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
