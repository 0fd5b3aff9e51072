import type { LabelResource } from '@recolecta/shared/labels';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { message as antMessage, Modal } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useWords } from '../../i18n/use-words.ts';
import type { ResourceApi, Versioned } from '../../lib/resource-api.ts';

export interface RecordItem extends Versioned {
  archivedAt?: string | null;
}

type ModalApi = ReturnType<typeof Modal.useModal>[0];
type MessageApi = ReturnType<typeof antMessage.useMessage>[0];

/**
 * What the pieces of a record page share: the record (none on an add page), its API, the dialogs, and
 * whether the form holds unsaved changes. `useRecordPage` makes it; `RecordPage` shows it.
 */
export interface RecordController<Item extends RecordItem, Create = never, Update = never> {
  api: ResourceApi<Item, Create, Update>;
  /** Present on edit pages. */
  id: string | undefined;
  item: Item | undefined;
  detail: UseQueryResult<Item>;
  listPath: string;
  labels: LabelResource;
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
  /** Reads the record again and puts it back into the form, dropping unsaved changes. */
  reload: () => Promise<void>;
  /** Called with the fresh record after `reload`; returns the unsubscribe function. */
  onReload: (listener: (item: Item) => void) => () => void;
  /** Back to the list, once the unsaved-changes guard has seen the form clean. */
  leave: (state?: unknown) => void;
  modal: ModalApi;
  message: MessageApi;
  /** The dialogs' and messages' hosts, rendered by `RecordPage`. */
  holders: readonly [React.ReactElement, React.ReactElement];
}

export function useRecordPage<Item extends RecordItem, Create, Update>(options: {
  api: ResourceApi<Item, Create, Update>;
  id: string | undefined;
  listPath: string;
  labels: LabelResource;
}): RecordController<Item, Create, Update> {
  const { api, id, listPath, labels } = options;
  useWords('common', labels);
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = antMessage.useMessage();
  const [dirty, setDirty] = useState(false);
  const detail = useQuery({ ...api.detailOptions(id ?? ''), enabled: Boolean(id) });
  const listeners = useRef(new Set<(item: Item) => void>());

  const onReload = useCallback((listener: (item: Item) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const queryClient = useQueryClient();
  const { refetch } = detail;
  const reload = useCallback(async () => {
    // The record, and what is told about it (its history, its status changes, the list).
    const [fresh] = await Promise.all([
      refetch(),
      queryClient.invalidateQueries({
        queryKey: api.keys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      }),
    ]);
    if (!fresh.data) return;
    for (const listener of listeners.current) listener(fresh.data);
    setDirty(false);
  }, [refetch, queryClient, api.keys.all]);

  const leave = useCallback(
    (state?: unknown) => {
      setDirty(false);
      // Leave after the guard has seen the form clean.
      setTimeout(() => navigate(listPath, { state }), 0);
    },
    [navigate, listPath],
  );

  return useMemo(
    () => ({
      api,
      id,
      item: detail.data,
      detail,
      listPath,
      labels,
      dirty,
      setDirty,
      reload,
      onReload,
      leave,
      modal,
      message,
      holders: [modalHolder, messageHolder] as const,
    }),
    [
      api,
      id,
      detail,
      listPath,
      labels,
      dirty,
      reload,
      onReload,
      leave,
      modal,
      message,
      modalHolder,
      messageHolder,
    ],
  );
}
