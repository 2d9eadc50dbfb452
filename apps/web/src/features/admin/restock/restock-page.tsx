import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { useRestockDemand } from './api';
import { DemandTable } from './demand-table';
import { restockText as t } from './restock-text';

/** 재입고 알림: how many shoppers wait for each sold-out option, and the waves already sent. */
export function AdminRestockPage() {
  const query = useRestockDemand();
  // The server sorts by waiting already; a stable sort keeps its order among equals.
  const options = query.data && [...query.data.options].sort((a, b) => b.waiting - a.waiting);
  const waiting = options?.reduce((sum, option) => sum + option.waiting, 0) ?? 0;
  return (
    <>
      <AdminPageHeader title={adminText.nav.restock} lead={t.lead} />
      {options ? (
        <>
          <p className={page.muted}>{t.summary(options.length, waiting)}</p>
          <DemandTable options={options} />
        </>
      ) : (
        <QueryStatus query={query} />
      )}
    </>
  );
}
