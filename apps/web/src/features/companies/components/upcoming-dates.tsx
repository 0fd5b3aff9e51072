import { useQuery } from '@tanstack/react-query';
import { Flex, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { plansApi } from '../api/plans-api.ts';
import { OccurrenceRow } from './occurrence-row.tsx';

/** A plan's coming dates, read with the plan (its detail holds them). */
export function Upcoming({ planId, canEdit }: { planId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const detail = useQuery(plansApi.detailOptions(planId));
  if (!detail.data) return <Spin size="small" />;
  const plan = detail.data;
  return (
    <Flex vertical gap={4} data-testid="plan-upcoming">
      <Typography.Text type="secondary">{t('plans:ui.upcoming')}</Typography.Text>
      <List
        size="small"
        dataSource={plan.upcoming ?? []}
        locale={{ emptyText: t('plans:ui.noUpcoming') }}
        renderItem={(o) => <OccurrenceRow key={o.date} plan={plan} occurrence={o} canEdit={canEdit} />}
      />
    </Flex>
  );
}
