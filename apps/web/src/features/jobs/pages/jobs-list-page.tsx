import { RedoOutlined, ReloadOutlined } from '@ant-design/icons';
import { JOB_STATUSES, type Job, type JobStatus } from '@recolecta/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/dates.ts';
import { ListLoadFailed } from '../../../components/crud/list-load-failed.tsx';
import { PAGE_SIZES, useListParams, useSearchBox } from '../../../components/crud/use-list-params.ts';
import { useCan } from '../../../lib/access.ts';
import { notify } from '../../../lib/notifier.ts';
import { jobsListOptions, useRetryJob } from '../api/jobs-api.ts';

const STATUS_COLOURS: Record<JobStatus, string> = {
  queued: 'blue',
  running: 'gold',
  done: 'green',
  failed: 'red',
};

const FILTERS = ['status'] as const;

/** Names of the job kinds the API runs (apps/api/src/modules/jobs/kinds); another shows as it is. */
const KIND_LABELS: Partial<
  Record<string, 'jobs:kinds.mailSend' | 'jobs:kinds.plansGenerate' | 'jobs:kinds.routesOptimize'>
> = {
  'mail.send': 'jobs:kinds.mailSend',
  'service-plans.generate': 'jobs:kinds.plansGenerate',
  'routes.optimize': 'jobs:kinds.routesOptimize',
};

/** The background jobs, newest first: what each is about, how its attempts went, and a retry for failed ones. */
export function JobsListPage() {
  const { t } = useTranslation();
  const canRetry = useCan('jobs:update');
  const { state, update, clear, apiParams, filtered } = useListParams({
    defaultSort: 'createdAt:desc',
    filterKeys: FILTERS,
  });
  const query = useQuery(jobsListOptions(apiParams));
  const retry = useRetryJob();
  // Typing searches after a pause; Enter searches at once.
  const [search, setSearch, searchNow] = useSearchBox(state.q, update);

  const kindLabel = (kind: string) => {
    const key = KIND_LABELS[kind];
    return key ? t(key) : kind;
  };

  const columns: ColumnsType<Job> = [
    {
      key: 'status',
      title: t('jobs:columns.status'),
      render: (_, job) => (
        <Tag color={STATUS_COLOURS[job.status]} data-testid="job-status">
          {t(`jobs:status.${job.status}`)}
        </Tag>
      ),
    },
    { key: 'kind', title: t('jobs:columns.kind'), render: (_, job) => kindLabel(job.kind) },
    {
      key: 'summary',
      title: t('jobs:columns.summary'),
      render: (_, job) => (
        <Typography.Text ellipsis={{ tooltip: job.summary }} style={{ maxWidth: 300 }}>
          {job.summary}
        </Typography.Text>
      ),
    },
    {
      key: 'attempts',
      title: t('jobs:columns.attempts'),
      render: (_, job) => t('jobs:attemptsOf', { attempts: job.attempts, max: job.maxAttempts }),
    },
    {
      key: 'lastError',
      title: t('jobs:columns.lastError'),
      render: (_, job) =>
        job.lastError ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: job.lastError }} style={{ maxWidth: 240 }}>
            {job.lastError}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { key: 'runAt', title: t('jobs:columns.runAt'), render: (_, job) => formatDateTime(job.runAt) },
    {
      key: 'actions',
      title: t('jobs:columns.actions'),
      fixed: 'right',
      render: (_, job) =>
        job.status === 'failed' && canRetry ? (
          <Popconfirm
            title={t('jobs:retryConfirmTitle')}
            description={t('jobs:retryConfirm')}
            okText={t('jobs:retry')}
            cancelText={t('common:crud.cancel')}
            onConfirm={async () => {
              await retry.mutateAsync(job.id);
              notify({ type: 'success', title: t('jobs:retried') });
            }}
          >
            <Button size="small" icon={<RedoOutlined />} data-testid="job-retry">
              {t('jobs:retry')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  const rows = query.data?.data;
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Flex gap={8} wrap align="center">
          <Input.Search
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={searchNow}
            placeholder={t('jobs:searchPlaceholder')}
            aria-label={t('common:crud.search')}
            style={{ width: 300 }}
            data-testid="list-search"
          />
          <Select
            allowClear
            placeholder={t('jobs:columns.status')}
            aria-label={t('jobs:columns.status')}
            value={state.filters.status}
            onChange={(value?: string) => update({ filters: { status: value } })}
            options={JOB_STATUSES.map((s) => ({ value: s, label: t(`jobs:status.${s}`) }))}
            style={{ minWidth: 170 }}
            data-testid="filter-status"
          />
          {filtered ? (
            <Button type="link" onClick={clear}>
              {t('common:crud.clearFilters')}
            </Button>
          ) : null}
        </Flex>
        <Button icon={<ReloadOutlined />} onClick={() => query.refetch()} data-testid="refresh">
          {t('jobs:refresh')}
        </Button>
      </Flex>
      {query.isError && !rows ? (
        <ListLoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <Table<Job>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows ?? []}
          loading={query.isPending}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: query.isPending ? (
              ' '
            ) : (
              <Empty
                description={filtered ? t('common:crud.emptyFiltered') : t('common:crud.emptyTitle')}
                image={Empty.PRESENTED_IMAGE_SIMPLE}
              />
            ),
          }}
          onChange={(pagination) => update({ page: pagination.current, pageSize: pagination.pageSize })}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total: query.data?.meta.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => (
              <Typography.Text type="secondary">{t('common:crud.total', { count: total })}</Typography.Text>
            ),
          }}
        />
      )}
    </Flex>
  );
}
