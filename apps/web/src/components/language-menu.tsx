import { CheckOutlined, DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@recolecta/shared/locales';
import { Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The language switcher of the public pages: a button and a small list. Built on Popover, which the
 * login form already loads, instead of Select (about 25 KB gzip more on the login page).
 */
export function LanguageMenu({
  value,
  onChange,
  ghost = false,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  ghost?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = (
    <Flex vertical role="menu" aria-label={t('languages.label')} style={{ minWidth: 160 }}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          type="text"
          role="menuitemradio"
          aria-checked={locale === value}
          lang={locale}
          data-locale={locale}
          onClick={() => {
            setOpen(false);
            onChange(locale);
          }}
          style={{ justifyContent: 'space-between', display: 'flex' }}
        >
          <span>{t(`languages.${locale}`)}</span>
          {locale === value ? <CheckOutlined /> : null}
        </Button>
      ))}
    </Flex>
  );
  return (
    <Popover
      content={list}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      arrow={false}
    >
      <Button
        ghost={ghost}
        icon={<GlobalOutlined />}
        aria-label={t('languages.label')}
        aria-haspopup="menu"
        data-testid="language-switcher"
      >
        {t(`languages.${value}`)} <DownOutlined style={{ fontSize: 12 }} />
      </Button>
    </Popover>
  );
}
