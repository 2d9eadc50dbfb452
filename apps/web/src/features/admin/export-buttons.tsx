import { memberExportQuerySchema, orderExportQuerySchema } from '@shop/contract/admin-exports';
import type { ExportRequest } from '@shop/contract/admin-transfers';
import type { z } from 'zod';
import { ExportJob } from './transfers';

type Kind = 'orders' | 'members';

/**
 * The screen's filters as the export takes them: blanks left out, and a value the list would
 * refuse (a mistyped date in the address) dropped rather than failing the export.
 */
function exportFilters<S extends z.ZodType>(schema: S, filters: Record<string, string>) {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const checked = schema.safeParse(given);
  if (checked.success) return checked.data;
  const refused = new Set(checked.error.issues.map((issue) => issue.path[0]));
  return schema.parse(Object.fromEntries(Object.entries(given).filter(([k]) => !refused.has(k))));
}

const requests: Record<Kind, (filters: Record<string, string>) => ExportRequest> = {
  orders: (filters) => ({
    kind: 'orders_export',
    filter: exportFilters(orderExportQuerySchema, filters),
  }),
  members: (filters) => ({
    kind: 'members_export',
    filter: exportFilters(memberExportQuerySchema, filters),
  }),
};

/**
 * The exports of a list screen (or of every order and member, on the dashboard): the job writes
 * the file with the screen's filters, and 내려받기 appears beside the button when it is ready.
 */
export function ExportButtons({
  only,
  filters = {},
}: {
  only?: Kind;
  filters?: Record<string, string>;
}) {
  const kinds: Kind[] = only ? [only] : ['orders', 'members'];
  return (
    <>
      {kinds.map((kind) => (
        <ExportJob key={kind} request={requests[kind](filters)} />
      ))}
    </>
  );
}
