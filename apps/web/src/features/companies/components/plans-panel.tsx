import {
  EditOutlined,
  InboxOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { GeneratorLevel, SiteItem } from '@recolecta/shared/companies';
import type { Plan, PlanStatus } from '@recolecta/shared/service-plans';
import { useQuery } from '@tanstack/react-query';
import { message as antMessage, Button, Empty, Flex, Modal, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/crud/dates.ts';
import { ExportMenu } from '../../../components/crud/export-menu.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useCan } from '../../../lib/access.ts';
import { everyPage } from '../../../lib/resource-api.ts';
import { sitesApi } from '../api/clients-api.ts';
import { plansApi } from '../api/plans-api.ts';
import { PlanDialog } from './plan-dialog.tsx';
import { Upcoming } from './upcoming-dates.tsx';
import { useRuleText } from './use-rule-text.ts';

const PLAN_STATUS_COLOURS: Record<PlanStatus, string> = { active: 'green', paused: 'default' };

/**
 * A client's recurring service plans: the rule of each, its status, a warning where the rule exceeds
 * the client's storage limit, and its coming dates (expand a row) with their orders.
 */
export function PlansPanel({
  companyId,
  generatorLevel,
}: {
  companyId: string;
  generatorLevel: GeneratorLevel | null;
}) {
  const { t } = useTranslation();
  const { field } = useLabels('plans', 'planStatus');
  const canCreate = useCan('service-plans:create');
  const canEdit = useCan('service-plans:update');
  const canDelete = useCan('service-plans:delete');
  const ruleText = useRuleText();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = antMessage.useMessage();
  const transition = plansApi.useTransition();
  const remove = plansApi.useRemove();
  const list = useQuery({
    queryKey: [...plansApi.keys.all, 'every', companyId],
    queryFn: ({ signal }) => everyPage<Plan>('/service-plans', { companyId, sort: 'name:asc' }, signal),
  });
  const sites = useQuery({
    queryKey: [...sitesApi.keys.all, 'every', companyId],
    queryFn: ({ signal }) => everyPage<SiteItem>('/sites', { companyId, sort: 'name:asc' }, signal),
  });
  const plans = list.data?.data ?? [];
  const warning = (plan: Plan) =>
    t('plans:ui.storageWarning', { gap: plan.longestGapDays, limit: plan.storageLimitDays });

  const confirmRemove = (plan: Plan) =>
    modal.confirm({
      title: t('common:crud.deleteConfirmTitle'),
      content: `${plan.name}. ${t('common:crud.deleteConfirm')}`,
      okText: t('common:crud.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:crud.cancel'),
      onOk: async () => {
        await remove.mutateAsync(plan.id);
      },
    });

  return (
    <Flex vertical gap={16} data-testid="plans-panel">
      {modalHolder}
      {messageHolder}
      <Flex justify="flex-end" gap={8}>
        {plans.length > 0 ? (
          <ExportMenu path="service-plans" params={{ companyId, sort: 'name:asc' }} />
        ) : null}
        {canCreate ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="add-plan"
          >
            {t('plans:ui.add')}
          </Button>
        ) : null}
      </Flex>
      <Table<Plan>
        rowKey="id"
        loading={list.isLoading}
        dataSource={plans}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('plans:ui.empty')} /> }}
        expandable={{ expandedRowRender: (plan) => <Upcoming planId={plan.id} canEdit={canEdit} /> }}
        columns={[
          {
            key: 'name',
            title: field('name'),
            render: (_v, plan) => (
              <Space wrap>
                <Typography.Text strong>{plan.name}</Typography.Text>
                <StatusTag group="planStatus" value={plan.status} colours={PLAN_STATUS_COLOURS} />
                {plan.exceedsStorageLimit ? (
                  <Tooltip title={warning(plan)}>
                    <WarningOutlined
                      style={{ color: 'var(--ant-color-warning)' }}
                      aria-label={warning(plan)}
                      data-testid="plan-warning"
                    />
                  </Tooltip>
                ) : null}
              </Space>
            ),
          },
          { key: 'site', title: field('siteName'), dataIndex: 'siteName' },
          {
            key: 'rule',
            title: field('recurrence'),
            render: (_v, plan) => (
              <Flex vertical>
                <Typography.Text>{ruleText(plan)}</Typography.Text>
                <Typography.Text type="secondary">
                  {`${formatDate(plan.startsOn)} – ${plan.endsOn ? formatDate(plan.endsOn) : '…'}`}
                </Typography.Text>
              </Flex>
            ),
          },
          ...(canEdit || canDelete
            ? [
                {
                  key: 'actions',
                  title: t('common:crud.actions'),
                  render: (_v: unknown, plan: Plan) => (
                    <Space>
                      {canEdit ? (
                        <>
                          <Button
                            size="small"
                            icon={<EditOutlined />}
                            onClick={() => setEditing(plan)}
                            aria-label={`${t('plans:ui.edit')}: ${plan.name}`}
                          />
                          <Button
                            size="small"
                            icon={plan.status === 'active' ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
                            loading={transition.isPending}
                            onClick={async () => {
                              const name = plan.status === 'active' ? 'pause' : 'resume';
                              await transition.mutateAsync({ item: plan, name });
                              message.success(t(`plans:lifecycle.transitions.${name}`));
                            }}
                            aria-label={`${t(
                              plan.status === 'active'
                                ? 'plans:lifecycle.transitions.pause'
                                : 'plans:lifecycle.transitions.resume',
                            )}: ${plan.name}`}
                          />
                        </>
                      ) : null}
                      {canDelete ? (
                        <Button
                          size="small"
                          danger
                          icon={<InboxOutlined />}
                          onClick={() => confirmRemove(plan)}
                          aria-label={`${t('common:crud.delete')}: ${plan.name}`}
                        />
                      ) : null}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? (
        <PlanDialog
          companyId={companyId}
          sites={sites.data?.data ?? []}
          generatorLevel={generatorLevel}
          plan={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}
