import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Covers the content while a lazy part loads (docs/product.md §5). */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
      role="status"
      aria-live="polite"
      data-testid="page-spinner"
    >
      <Spin size="large" description={t('app.loading')} />
    </Flex>
  );
}
