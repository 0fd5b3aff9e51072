import { Button, Col, Flex, Result, Row, Skeleton } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { ownErrors } from '../../lib/http/error-owners.ts';
import type { RecordController, RecordItem } from './use-record-page.ts';

/** The codes that mean "the record changed under you": the form's dialog offers to read it again. */
const STALE_CODES = new Set(['VERSION_CONFLICT', 'INVALID_TRANSITION']);

/**
 * The frame of a record's add or edit page (docs/product.md §7): loading and not-found states, the
 * unsaved-changes guard, and the one answer to a stale record: while the page is mounted, a 409 that
 * says someone else changed it opens this dialog, and the app-wide notice stays quiet.
 */
export function RecordPage<Item extends RecordItem, Create, Update>({
  record,
  side,
  children,
}: {
  record: RecordController<Item, Create, Update>;
  /** The side column (actions, history), once the record is loaded: an add page has none. */
  side?: (item: Item) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, reload, dirty, item } = record;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('common:crud.unsavedTitle'),
      content: t('common:crud.unsavedText'),
      okText: t('common:crud.leave'),
      cancelText: t('common:crud.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  const dialogOpen = useRef(false);
  const hasItem = Boolean(item);
  useEffect(
    () =>
      ownErrors((error) => {
        if (!hasItem || !STALE_CODES.has(error.code)) return false;
        if (dialogOpen.current) return true;
        dialogOpen.current = true;
        modal.warning({
          title: t('common:crud.conflictTitle'),
          content: t('common:crud.conflictText'),
          okText: t('common:crud.reloadRecord'),
          onOk: reload,
          afterClose: () => {
            dialogOpen.current = false;
          },
        });
        return true;
      }),
    [hasItem, modal, reload, t],
  );

  const holders = (
    <>
      {record.holders[0]}
      {record.holders[1]}
    </>
  );
  if (record.id && record.detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (record.id && !item) {
    return (
      <Result
        status="404"
        title={t('common:crud.notFound')}
        extra={<Button onClick={() => navigate(record.listPath)}>{t('common:crud.backToList')}</Button>}
      />
    );
  }
  return (
    <>
      {holders}
      {side ? <RecordLayout side={item ? side(item) : null}>{children}</RecordLayout> : children}
    </>
  );
}

/** The record's main column (header, fields) and, on edit pages, its side column (actions, history). */
function RecordLayout({ side, children }: { side?: ReactNode; children: ReactNode }) {
  if (!side) return <>{children}</>;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={16}>
        <Flex vertical gap={12}>
          {children}
        </Flex>
      </Col>
      <Col xs={24} xl={8}>
        <Flex vertical gap={16}>
          {side}
        </Flex>
      </Col>
    </Row>
  );
}
