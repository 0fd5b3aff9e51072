import type { Optimization, RouteOptimize } from '@recolecta/shared/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, message as antMessage, Button, Drawer, Flex, Form, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { today } from '../../../components/crud/dates.ts';
import { api } from '../../../lib/api-client.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { routesApi } from '../api/routes-api.ts';
import { OptimizeFields, optimizeBody, type OptimizeValues as Values } from './optimize-fields.tsx';
import { Proposal } from './optimize-proposal.tsx';

const RUNNING = new Set(['queued', 'running']);

/**
 * Optimise a day from the routes list: choose the drivers, the vehicles and the stores, run the
 * optimiser (a job on the server; the drawer follows it and can stop it), then accept the proposal
 * as planned routes or discard it.
 */
export function OptimizeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [runId, setRunId] = useState<string | null>(null);
  const [message, holder] = antMessage.useMessage();
  const client = useQueryClient();
  const [now, setNow] = useState(Date.now());

  const run = useQuery({
    queryKey: ['routes', 'optimize', runId],
    queryFn: ({ signal }) =>
      api.get<{ data: Optimization }>(`/routes/optimize/${runId}`, { signal }).then((r) => r.data),
    enabled: Boolean(runId),
    refetchInterval: (query) => (query.state.data && !RUNNING.has(query.state.data.status) ? false : 700),
  });
  const status = run.data?.status;
  useEffect(() => {
    if (!status || !RUNNING.has(status)) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [status]);

  const start = useMutation({
    mutationFn: (body: RouteOptimize) =>
      api.post<{ data: Optimization }>('/routes/optimize', body).then((r) => r.data),
    onSuccess: (data) => {
      client.setQueryData(['routes', 'optimize', data.id], data);
      setRunId(data.id);
    },
  });
  const act = useMutation({
    mutationFn: (name: 'cancel' | 'discard' | 'accept') =>
      api.post<{ data: Optimization }>(`/routes/optimize/${runId}/${name}`).then((r) => r.data),
    onSuccess: async (data) => {
      client.setQueryData(['routes', 'optimize', data.id], data);
      if (data.status === 'accepted') {
        message.success(t('routes:ui.accepted', { count: data.acceptedRouteIds.length }));
        await client.invalidateQueries({ queryKey: routesApi.keys.all });
        await client.invalidateQueries({ queryKey: ['orders'] });
        setRunId(null);
        onClose();
      }
      if (data.status === 'discarded' || data.status === 'cancelled') setRunId(null);
    },
  });

  const submit = async (values: Values) => {
    try {
      await start.mutateAsync(optimizeBody(values));
    } catch (error) {
      if (error instanceof HttpError && error.details.length > 0) applyFieldErrors(form, error.details);
    }
  };
  const elapsed = run.data?.startedAt ? (now - Date.parse(run.data.startedAt)) / 1000 : 0;
  const limit = run.data?.timeLimitSeconds ?? 5;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={t('routes:ui.optimizeTitle')}
      data-testid="optimize-drawer"
      destroyOnHidden
    >
      {holder}
      <Form<Values>
        noValidate
        form={form}
        name="optimize"
        layout="vertical"
        initialValues={{
          date: today().add(1, 'day'),
          startTime: '07:00',
          timeLimitSeconds: 5,
          unloadMinutes: 20,
          fewestVehicles: false,
        }}
        onFinish={submit}
        disabled={Boolean(runId)}
      >
        <OptimizeFields />
        <Alert type="info" showIcon title={t('routes:ui.lockedHint')} style={{ marginBottom: 16 }} />
        {runId ? null : (
          <Button type="primary" htmlType="submit" loading={start.isPending} data-testid="optimize-run">
            {t('routes:ui.run')}
          </Button>
        )}
      </Form>
      {run.data && RUNNING.has(run.data.status) ? (
        <Flex vertical gap={8} style={{ marginTop: 16 }} data-testid="optimize-progress">
          <Typography.Text>{t('routes:ui.running', { seconds: Math.floor(elapsed) })}</Typography.Text>
          <Progress percent={Math.min(99, Math.round((elapsed / limit) * 100))} status="active" />
          <Button onClick={() => act.mutate('cancel')} loading={act.isPending} data-testid="optimize-cancel">
            {t('routes:ui.cancelRun')}
          </Button>
        </Flex>
      ) : null}
      {run.data?.status === 'failed' ? (
        <Alert type="error" showIcon title={t('routes:ui.failed', { error: run.data.error ?? '' })} />
      ) : null}
      {run.data?.status === 'done' ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          <Proposal run={run.data} />
          <Space>
            <Button
              type="primary"
              onClick={() => act.mutate('accept')}
              loading={act.isPending}
              disabled={run.data.routes.length === 0}
              data-testid="optimize-accept"
            >
              {t('routes:ui.accept')}
            </Button>
            <Button onClick={() => act.mutate('discard')} data-testid="optimize-discard">
              {t('routes:ui.discard')}
            </Button>
          </Space>
        </Flex>
      ) : null}
    </Drawer>
  );
}
