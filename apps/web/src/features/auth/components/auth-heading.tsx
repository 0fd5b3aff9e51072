import { theme } from 'antd';
import type { ReactNode } from 'react';

/** Title and lead text on top of a public page, as on the login page. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <header>
      <h1 style={{ fontSize: 28, fontWeight: 600, margin: '0 0 4px', color: token.colorTextHeading }}>
        {title}
      </h1>
      {subtitle ? <p style={{ margin: 0, color: token.colorTextSecondary }}>{subtitle}</p> : null}
    </header>
  );
}
