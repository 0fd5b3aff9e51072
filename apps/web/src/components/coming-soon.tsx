import { ToolOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Says plainly that a section is not built yet. */
export function ComingSoon({ section }: { section: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Result
        icon={<ToolOutlined />}
        title={t('comingSoon.title')}
        subTitle={t('comingSoon.description', { section })}
        data-testid="coming-soon"
      />
    </Card>
  );
}
