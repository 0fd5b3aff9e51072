import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { HTMLAttributes } from 'react';
import { SvgIcon } from './svg-icon.tsx';

/** Ant Design's Alert (type success or error, with its icon), drawn without the library. */
export function LightAlert({
  type,
  title,
  ...rest
}: { type: 'success' | 'error'; title: string } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`lt-alert lt-alert-${type}`} {...rest}>
      <SvgIcon icon={type === 'success' ? CheckCircleFilled : CloseCircleFilled} />
      <span>{title}</span>
    </div>
  );
}
