import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Which columns a list shows, kept per list in this browser. */
export function useColumnChoice(storageKey: string, all: { key: string; defaultHidden?: boolean }[]) {
  const key = `columns:${storageKey}`;
  const [hidden, setHidden] = useState<string[]>(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
      if (Array.isArray(saved)) return saved.filter((k): k is string => typeof k === 'string');
    } catch {
      // A damaged entry falls back to the defaults.
    }
    return all.filter((c) => c.defaultHidden).map((c) => c.key);
  });
  const toggle = (column: string, visible: boolean) => {
    const next = visible ? hidden.filter((k) => k !== column) : [...hidden, column];
    setHidden(next);
    localStorage.setItem(key, JSON.stringify(next));
  };
  return { hidden, toggle };
}

export function ColumnChooser({
  columns,
  hidden,
  onToggle,
}: {
  columns: { key: string; title: string }[];
  hidden: string[];
  onToggle: (key: string, visible: boolean) => void;
}) {
  const { t } = useTranslation();
  const content = (
    <Flex vertical gap={6}>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          // At least one column stays.
          disabled={!hidden.includes(column.key) && hidden.length >= columns.length - 1}
          onChange={(e) => onToggle(column.key, e.target.checked)}
        >
          {column.title}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('common:crud.columns')}>
      <Button icon={<SettingOutlined />} aria-label={t('common:crud.columns')} data-testid="columns">
        {t('common:crud.columns')}
      </Button>
    </Popover>
  );
}
