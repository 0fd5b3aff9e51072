import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@recolecta/shared/locales';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Picks the UI language; what choosing does (and where it is kept) is the caller's business. */
export function LanguageSwitcher({
  value,
  onChange,
  variant = 'outlined',
  block = false,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  variant?: 'outlined' | 'borderless' | 'filled';
  block?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select<Locale>
      value={value}
      onChange={onChange}
      variant={variant}
      aria-label={t('languages.label')}
      data-testid="language-switcher"
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      // Borderless (a header's switcher), it is as wide as its text, the chevron right beside it.
      style={block ? { width: '100%' } : variant === 'borderless' ? { width: 'auto' } : { minWidth: 140 }}
    />
  );
}
