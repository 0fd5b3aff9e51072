import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  title: string;
  to?: string;
}

/** Title, breadcrumb and actions on top of every page. */
export function PageHeader({
  title,
  crumbs = [],
  extra,
  compact = false,
}: {
  title: string;
  crumbs?: Crumb[];
  extra?: ReactNode;
  /** A smaller title and margin, for a phone page. */
  compact?: boolean;
}) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: compact ? 12 : 24 }}>
      {crumbs.length > 0 ? (
        <Breadcrumb
          items={crumbs.map((crumb) => ({
            title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
          }))}
        />
      ) : null}
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: compact ? 22 : 26 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
    </Flex>
  );
}
