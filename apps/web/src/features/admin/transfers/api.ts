import {
  type ExportRequest,
  type ImportKind,
  importKinds,
  type Transfer,
  type TransferDetail,
  transferDetailSchema,
  transferListSchema,
  transferSchema,
} from '@shop/contract/admin-transfers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { adminApi, adminPath, downloadFile, useAdminWrite } from '../api-client';
import { adminKeys } from '../query-keys';

const keys = adminKeys.transfers;

/** How often a run under way is read again (the progress bar). */
export const POLL_MS = 1000;

/** Queued or running: the job has not finished with it yet. */
export const isUnderWay = (transfer: Pick<Transfer, 'status'> | undefined) =>
  transfer?.status === 'queued' || transfer?.status === 'running';

export const isImport = (transfer: Pick<Transfer, 'kind'>) =>
  (importKinds.values as readonly string[]).includes(transfer.kind);

/** GET /v1/admin/transfers: the latest imports and exports, read again while one is under way. */
export const useTransfers = () =>
  useQuery({
    queryKey: keys.list({}),
    queryFn: () => adminApi(adminPath('/transfers'), { schema: transferListSchema }),
    refetchInterval: (query) => (query.state.data?.transfers.some(isUnderWay) ? POLL_MS : false),
  });

/**
 * When a run this screen watched ends, the history and what an import wrote (products, members)
 * are read again.
 */
function useRefreshWhenFinished(transfer: Transfer | undefined) {
  const client = useQueryClient();
  const wasUnderWay = useRef(false);
  useEffect(() => {
    if (!transfer) return;
    const underWay = isUnderWay(transfer);
    if (wasUnderWay.current && !underWay) {
      void client.invalidateQueries({ queryKey: keys.lists() });
      if (isImport(transfer)) {
        const written = transfer.kind === 'cafe24_members' ? adminKeys.members : adminKeys.catalog;
        void client.invalidateQueries({ queryKey: written.all });
      }
    }
    wasUnderWay.current = underWay;
  }, [transfer, client]);
}

/** GET /v1/admin/transfers/{id}: a run with its report rows, read every second while under way. */
export function useTransfer(id: number) {
  const query = useQuery({
    queryKey: keys.detail(id),
    queryFn: () => adminApi(adminPath(`/transfers/${id}`), { schema: transferDetailSchema }),
    refetchInterval: (q) => (isUnderWay(q.state.data) ? POLL_MS : false),
  });
  useRefreshWhenFinished(query.data);
  return query;
}

/** Puts a run's new state into its cached detail (keeping the rows) and refreshes the history. */
function useKeepRun() {
  const client = useQueryClient();
  return (transfer: Transfer) => {
    client.setQueryData<TransferDetail>(keys.detail(transfer.id), (before) => ({
      rows: [],
      ...before,
      ...transfer,
    }));
    void client.invalidateQueries({ queryKey: keys.lists() });
  };
}

/** POST /v1/admin/transfers/imports (multipart): the file checked, nothing written yet. */
export function useCheckImport(onChecked: (detail: TransferDetail) => void) {
  const keep = useKeepRun();
  return useAdminWrite(
    ({ kind, file }: { kind: ImportKind; file: File }) => {
      const form = new FormData();
      // The kind first: the server reads the fields before the file's bytes.
      form.append('kind', kind);
      form.append('file', file);
      return {
        path: '/transfers/imports',
        method: 'POST',
        body: form,
        schema: transferDetailSchema,
      };
    },
    (detail) => {
      keep(detail);
      onChecked(detail);
    },
  );
}

/** POST /v1/admin/transfers/{id}/start: the checked import is queued for the job. */
export function useStartImport() {
  const keep = useKeepRun();
  return useAdminWrite(
    (id: number) => ({ path: `/transfers/${id}/start`, method: 'POST', schema: transferSchema }),
    keep,
  );
}

/** POST /v1/admin/transfers/{id}/discard: the checked import is dropped. */
export function useDiscardImport(onDiscarded: () => void) {
  const client = useQueryClient();
  return useAdminWrite(
    (id: number) => ({ path: `/transfers/${id}/discard`, method: 'POST' }),
    (_answer, id) => {
      // The report closes: its run is not read again, only the history is.
      client.removeQueries({ queryKey: keys.detail(id) });
      void client.invalidateQueries({ queryKey: keys.lists() });
      onDiscarded();
    },
  );
}

/** POST /v1/admin/transfers/exports: a file to be written by the job. */
export function useStartExport(onStarted: (transfer: Transfer) => void) {
  const keep = useKeepRun();
  return useAdminWrite(
    (request: ExportRequest) => ({
      path: '/transfers/exports',
      method: 'POST',
      body: request,
      schema: transferSchema,
    }),
    (transfer) => {
      keep(transfer);
      onStarted(transfer);
    },
  );
}

/** GET /v1/admin/transfers/{id}/file with the admin's token, saved under the server's name. */
export const downloadTransfer = (transfer: Transfer) =>
  downloadFile(adminPath(`/transfers/${transfer.id}/file`), transfer.file_name ?? 'export');
