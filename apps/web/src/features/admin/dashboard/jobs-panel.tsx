import { type JobStatus, jobsLabels as labels } from '@shop/contract/admin-jobs';
import { formatDateTime } from '../../../shared/format/dates';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import page from '../page.module.css';
import { LoadError } from '../query-state';
import { StatusBadge } from '../status-badge';
import { useJobs } from './jobs-api';

const columns: Column<JobStatus>[] = [
  { key: 'label', header: '작업', cell: (j) => j.label },
  { key: 'schedule', header: labels.schedule, cell: (j) => j.schedule_label },
  {
    key: 'last-run',
    header: labels.lastRun,
    cell: (j) => (j.last_run_at ? formatDateTime(j.last_run_at) : labels.never),
  },
  {
    key: 'state',
    header: labels.lastState,
    cell: (j) =>
      j.last_state === null ? (
        '—'
      ) : j.last_state === 'completed' ? (
        <StatusBadge tone="done">{labels.completed}</StatusBadge>
      ) : (
        <StatusBadge tone="danger">{labels.failed}</StatusBadge>
      ),
  },
  { key: 'summary', header: labels.lastSummary, cell: (j) => j.last_summary ?? '—' },
  { key: 'error', header: labels.lastError, cell: (j) => j.last_error ?? '—', wide: true },
];

/** The scheduled jobs (abandoned checkouts, payment reconciliation, expired sign-ins) and how their latest runs went. */
export function JobsPanel() {
  const query = useJobs();
  return (
    <LabelledSection id="jobs-title" className={page.section}>
      <SectionHeading className={page.sectionTitle}>{labels.title}</SectionHeading>
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      <DataTable
        caption={labels.title}
        columns={columns}
        rows={query.data?.jobs}
        rowKey={(j) => j.name}
        loading={query.isPending}
      />
    </LabelledSection>
  );
}
