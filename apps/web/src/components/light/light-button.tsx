import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'ghost' | 'text';
  large?: boolean;
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

/** A button with Ant Design's look, for the pages that load no component library. */
export function LightButton({
  variant = 'default',
  large = false,
  block = false,
  loading = false,
  icon,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: LightButtonProps) {
  const classes = ['lt-btn'];
  if (variant !== 'default') classes.push(`lt-btn-${variant}`);
  if (large) classes.push('lt-btn-large');
  if (block) classes.push('lt-btn-block');
  if (loading) classes.push('lt-btn-loading');
  if (className) classes.push(className);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      // A loading button ignores clicks, as Ant Design's does, but stays focusable.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className="lt-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
