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
}: {
  title: string;
  crumbs?: Crumb[];
  extra?: ReactNode;
}) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: 24 }}>
      {crumbs.length > 0 ? (
        <Breadcrumb
          items={crumbs.map((crumb) => ({
            title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
          }))}
        />
      ) : null}
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 26 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
    </Flex>
  );
}
