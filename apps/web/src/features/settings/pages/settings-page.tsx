import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/access.ts';
import { AppearanceSettings, ResetAppearanceButton } from '../components/appearance-settings.tsx';
import { OrganisationForm } from '../components/organisation-form.tsx';

/**
 * `/app/settings`: everyone's theme and language (the same controls as the settings drawer) and, for
 * those who hold `settings:read`, the organisation settings of docs/product.md §3.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const organisation = useCan('settings:read');
  const canUpdate = useCan('settings:update');
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={organisation ? 10 : 12}>
        <Card title={t('settings:appearance')} data-testid="appearance-card">
          <AppearanceSettings idPrefix="page-setting" />
          <div style={{ marginTop: 24 }}>
            <ResetAppearanceButton />
          </div>
        </Card>
      </Col>
      {organisation ? (
        <Col xs={24} lg={14}>
          <Card title={t('settings:organisation')} data-testid="organisation-card">
            <Typography.Paragraph type="secondary">{t('settings:organisationHint')}</Typography.Paragraph>
            <OrganisationForm canEdit={canUpdate} />
          </Card>
        </Col>
      ) : null}
    </Row>
  );
}
