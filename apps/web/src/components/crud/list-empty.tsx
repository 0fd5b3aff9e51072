import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An empty list: with a filter set, a way to clear it; else, where allowed, a way to add the first row. */
export function ListEmpty({
  filtered,
  onClear,
  addPath,
}: {
  filtered: boolean;
  onClear: () => void;
  /** The add page, when the user may add. */
  addPath: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Empty
      description={filtered ? t('common:crud.emptyFiltered') : t('common:crud.emptyTitle')}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
    >
      {filtered ? (
        <Button onClick={onClear}>{t('common:crud.clearFilters')}</Button>
      ) : addPath ? (
        <Link to={addPath}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('common:crud.add')}
          </Button>
        </Link>
      ) : null}
    </Empty>
  );
}
