import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import type { ReactNode } from 'react';
import { SvgIcon } from './light/svg-icon.tsx';

const ICONS = { error: CloseCircleFilled, warning: ExclamationCircleFilled, forbidden: StopOutlined };

/**
 * A centred icon, title, text and actions, drawn without Ant Design (theme/light.css) so that the
 * error screens work before, and without, the component library.
 */
export function StatusMessage({
  tone,
  title,
  description,
  actions,
  testId,
  heading: Heading = 'h1',
}: {
  tone: keyof typeof ICONS;
  /** An error screen's title is its page's h1; a message inside a titled page gives `h2`. */
  heading?: 'h1' | 'h2';
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="lt-root lt-status" data-testid={testId} role={tone === 'warning' ? 'status' : 'alert'}>
      <span
        className="lt-status-icon"
        style={{ color: tone === 'warning' ? 'var(--lt-warning)' : 'var(--lt-error)' }}
      >
        <SvgIcon icon={ICONS[tone]} />
      </span>
      <Heading>{title}</Heading>
      {description ? <div className="lt-status-description">{description}</div> : null}
      {actions ? <div className="lt-status-actions">{actions}</div> : null}
    </div>
  );
}
