import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { type SetupChecklist as Checklist, SETUP_STEP_PATHS } from '@recolecta/shared/setup';
import { useQuery } from '@tanstack/react-query';
import { Card, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { setupChecklistOptions } from '../api/reports-api.ts';

function Step({ step }: { step: Checklist['steps'][number] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { field } = useLabels('settings');
  const missing = step.missing?.length
    ? t('reports:checklist.missing', { fields: step.missing.map(field).join(', ') })
    : null;
  return (
    <li data-testid={`setup-step-${step.key}`} data-done={step.done}>
      <Link
        to={SETUP_STEP_PATHS[step.key]}
        style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 0', color: token.colorText }}
      >
        {step.done ? (
          <CheckCircleFilled
            role="img"
            aria-label={t('reports:checklist.done')}
            style={{ color: token.colorSuccess, fontSize: 18 }}
          />
        ) : (
          <span
            role="img"
            aria-label={t('reports:checklist.todo')}
            style={{
              width: 18,
              height: 18,
              flexShrink: 0,
              borderRadius: '50%',
              border: `2px solid ${token.colorBorder}`,
            }}
          />
        )}
        <span style={{ flex: 1 }}>
          <span
            style={
              step.done ? { color: token.colorTextSecondary, textDecoration: 'line-through' } : undefined
            }
          >
            {t(`reports:checklist.steps.${step.key}`)}
          </span>
          {missing && !step.done ? (
            <span style={{ display: 'block', color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
              {missing}
            </span>
          ) : null}
        </span>
        <RightOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
      </Link>
    </li>
  );
}

/**
 * The first-run checklist on the admin's dashboard (docs/product.md §8): each step links to where it
 * is done and is ticked once done; the list is gone when every step is.
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const query = useQuery(setupChecklistOptions());
  const checklist = query.data;
  if (!checklist || checklist.done) return null;
  const done = checklist.steps.filter((s) => s.done).length;
  const total = checklist.steps.length;
  return (
    <Card
      size="small"
      title={t('reports:checklist.title')}
      extra={t('reports:checklist.progress', { done, total })}
      data-testid="setup-checklist"
    >
      <Typography.Paragraph type="secondary">{t('reports:checklist.intro')}</Typography.Paragraph>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {checklist.steps.map((step) => (
          <Step key={step.key} step={step} />
        ))}
      </ol>
    </Card>
  );
}
