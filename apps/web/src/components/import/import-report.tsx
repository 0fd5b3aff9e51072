import type { ImportReport } from '@recolecta/shared/imports';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a file's check found (how many rows are valid, and every bad row with its line, column and
 * message), or, once `done`, what the import did. `column` names a column in the user's language.
 */
export function ImportReportView({
  report,
  done,
  column,
}: {
  report: ImportReport;
  done: boolean;
  column: (field: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type={done ? 'success' : report.invalid > 0 ? 'warning' : 'info'}
        showIcon
        data-testid={done ? 'import-result' : 'import-summary'}
        message={
          done
            ? t('imports:dialog.result', report)
            : t('imports:dialog.summary', {
                total: report.total,
                valid: report.valid,
                invalid: report.invalid,
              })
        }
        description={!done && report.errors.length === 0 ? t('imports:dialog.noErrors') : undefined}
      />
      {report.errors.length > 0 ? (
        <Table
          size="small"
          rowKey={(e) => `${e.line}:${e.field}:${e.message}`}
          dataSource={report.errors}
          pagination={report.errors.length > 10 ? { pageSize: 10 } : false}
          data-testid="import-errors"
          columns={[
            { key: 'line', dataIndex: 'line', title: t('imports:dialog.line'), width: 80 },
            {
              key: 'field',
              dataIndex: 'field',
              title: t('imports:dialog.field'),
              width: 200,
              render: (field: string) => column(field),
            },
            { key: 'message', dataIndex: 'message', title: t('imports:dialog.message') },
          ]}
        />
      ) : null}
    </>
  );
}
