import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListParams } from '../../lib/resource-api.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { ExportMenu } from './export-menu.tsx';

/** The list bar's buttons: the column choice, the export of the filtered set, the page's own, and add. */
export function ListActions({
  columns,
  hidden,
  onToggle,
  path,
  params,
  extra,
  addPath,
}: Pick<ComponentProps<typeof ColumnChooser>, 'columns' | 'hidden' | 'onToggle'> & {
  /** The API path the export reads, with the list's filters. */
  path: string;
  params: ListParams;
  /** The page's own buttons (print the listed labels). */
  extra: ReactNode;
  /** The add page, when the user may add. */
  addPath: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <ColumnChooser columns={columns} hidden={hidden} onToggle={onToggle} />
      <ExportMenu path={path} params={params} />
      {extra}
      {addPath ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPath)} data-testid="add">
          {t('common:crud.add')}
        </Button>
      ) : null}
    </>
  );
}
