import { useTranslation } from 'react-i18next';

/** Covers the content while a lazy part loads (docs/product.md §5); drawn without Ant Design. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={fullScreen ? 'lt-page-spinner lt-page-spinner-full' : 'lt-page-spinner'}
      role="status"
      aria-live="polite"
      data-testid="page-spinner"
    >
      <span className="lt-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
