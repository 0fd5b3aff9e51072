import type { Namespace } from '@recolecta/shared/i18n/all-words';
import type { ValueLabelGroup } from '@recolecta/shared/labels';
import { availableTransitions, type Lifecycle } from '@recolecta/shared/lifecycle';
import { Button, Card, Flex, Form, Input, Modal, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguagePack } from '../../i18n/language-store.ts';
import { useWords } from '../../i18n/use-words.ts';
import { usePermissions } from '../../lib/access.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { valueText, word } from '../crud/use-labels.ts';
import { requiredMessage } from '../crud/zod-rules.ts';
import type { RecordController, RecordItem } from './use-record-page.ts';

type WithStatus<S extends string> = RecordItem & { status: S };

export interface LifecycleProps<
  S extends string,
  N extends string,
  Item extends WithStatus<S>,
  Create,
  Update,
> {
  record: RecordController<Item, Create, Update>;
  lifecycle: Lifecycle<S, N>;
  /** The feature's words: `lifecycle.transitions.<name>` labels its buttons. */
  words: Namespace;
  /** The value labels of the statuses (`driverStatus`). */
  statusGroup: ValueLabelGroup;
  /** The moves that take an input (the table's `input`): the fields their dialog asks for. */
  inputs?: Partial<Record<N, TransitionInput<Item>>>;
  /**
   * Moves whose reason the record itself makes required beyond the table (closing a flagged manifest):
   * the dialog then asks for it before the server would refuse.
   */
  requireReason?: (name: N, item: Item) => boolean;
}

/** What a move's dialog asks besides the reason, and how its answers become the body's `input`. */
export interface TransitionInput<Item> {
  /** Form items named under `input` (`['input', 'items', 0, 'actualKg']`), where the server's details land. */
  fields: (item: Item) => ReactNode;
  toInput: (values: Record<string, unknown>, item: Item) => unknown;
}

/**
 * The moves of the record's lifecycle that the signed-in user may take from its status, as buttons
 * derived from the shared table (`availableTransitions`: never a system move, only those the user's
 * permissions allow). Each opens a dialog that asks for the reason when the table wants one. The
 * server decides: a move that is no longer possible answers 409, which `RecordPage` turns into its
 * "changed by someone else" dialog.
 */
export function LifecycleActions<
  S extends string,
  N extends string,
  Item extends WithStatus<S>,
  Create,
  Update,
>(props: LifecycleProps<S, N, Item, Create, Update>) {
  const { record, lifecycle, words, statusGroup } = props;
  const { t } = useTranslation();
  const { locale } = useLanguagePack();
  useWords(words, 'common');
  const permissions = usePermissions();
  const [open, setOpen] = useState<N | null>(null);
  const { item } = record;
  if (!item) return null;
  const names = availableTransitions(lifecycle, item.status, permissions);
  if (names.length === 0) return null;
  const label = (name: N) => word(words, `lifecycle.transitions.${name}`, locale) ?? name;
  return (
    <Card size="small" title={t('common:lifecycle.change')} data-testid="lifecycle-actions">
      <Flex gap={8} wrap>
        {names.map((name) => (
          <Tooltip key={name} title={record.dirty ? t('common:lifecycle.saveFirst') : undefined}>
            <Button disabled={record.dirty} onClick={() => setOpen(name)} data-testid={`transition-${name}`}>
              {label(name)}
            </Button>
          </Tooltip>
        ))}
      </Flex>
      {open ? (
        <TransitionDialog
          record={record}
          item={item}
          name={open}
          title={label(open)}
          from={valueText(statusGroup, item.status, locale)}
          to={valueText(statusGroup, lifecycle.transitions[open].to, locale)}
          reason={props.requireReason?.(open, item) ? 'required' : lifecycle.transitions[open].reason}
          input={props.inputs?.[open]}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Card>
  );
}

function TransitionDialog<Item extends RecordItem, Create, Update>(props: {
  record: RecordController<Item, Create, Update>;
  item: Item;
  name: string;
  title: string;
  from: string;
  to: string;
  reason: 'required' | 'optional' | undefined;
  input?: TransitionInput<Item>;
  onClose: () => void;
}) {
  const { record, item, name, reason, input, onClose } = props;
  const { t } = useTranslation();
  const { locale } = useLanguagePack();
  const [form] = Form.useForm<{ reason?: string } & Record<string, unknown>>();
  const transition = record.api.useTransition();

  const submit = async ({ reason: text, ...values }: { reason?: string } & Record<string, unknown>) => {
    try {
      await transition.mutateAsync({
        item,
        name,
        reason: text?.trim() || null,
        input: input ? input.toInput(values, item) : undefined,
      });
      record.message.success(t('common:lifecycle.done', { status: props.to }));
      onClose();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // A missing reason comes back under its field; anything else was answered already (the page's
      // conflict dialog, or a notice), and this dialog steps aside.
      if (error.details.length > 0) applyFieldErrors(form, error.details);
      else onClose();
    }
  };

  const reasonLabel =
    reason === 'required' ? t('common:lifecycle.reason') : t('common:lifecycle.reasonOptional');
  return (
    <Modal
      open
      title={props.title}
      okText={props.title}
      cancelText={t('common:crud.cancel')}
      confirmLoading={transition.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="transition-dialog"
    >
      <Form noValidate form={form} layout="vertical" onFinish={submit}>
        <Typography.Paragraph>
          {t('common:lifecycle.move', { from: props.from, to: props.to })}
        </Typography.Paragraph>
        {reason ? (
          <Form.Item
            name="reason"
            label={reasonLabel}
            rules={[
              {
                required: reason === 'required',
                whitespace: true,
                message: requiredMessage(t('common:lifecycle.reason'), locale),
              },
              { max: 500 },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t('common:lifecycle.reasonPlaceholder')}
              autoFocus
            />
          </Form.Item>
        ) : null}
        {input ? input.fields(item) : null}
      </Form>
    </Modal>
  );
}
