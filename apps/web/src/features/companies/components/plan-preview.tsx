import type { GeneratorLevel } from '@recolecta/shared/companies';
import { longestGapDays, type PlanRule, planDates, storageLimitOf } from '@recolecta/shared/service-plans';
import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/crud/dates.ts';

/**
 * What a plan's rule will do, as it is being typed: its next dates (within two months), and a warning
 * when it leaves waste stored longer than the client's generator level allows.
 */
export function PlanPreview({
  rule,
  today,
  generatorLevel,
}: {
  rule: PlanRule;
  today: string;
  generatorLevel: GeneratorLevel | null;
}) {
  const { t } = useTranslation();
  const next = planDates(rule, today, dayjs(today).add(62, 'day').format('YYYY-MM-DD')).slice(0, 5);
  const gap = longestGapDays(rule);
  const limit = storageLimitOf(generatorLevel);
  return (
    <>
      {next.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('plans:ui.preview', { dates: next.map(formatDate).join(', ') })}
          data-testid="plan-preview"
        />
      ) : null}
      {limit !== null && gap > limit ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('plans:ui.storageWarning', { gap, limit })}
          data-testid="plan-storage-warning"
        />
      ) : null}
    </>
  );
}
