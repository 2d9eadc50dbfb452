import { exportLabels } from '@shop/contract/admin-exports';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/ui/button';
import { useNotify } from '../../shared/ui/notify';
import { adminPath, downloadFile } from './api-client';
import page from './page.module.css';
import { errorMessage } from './query-state';

type Kind = 'orders' | 'members';

/** The CSV downloads; a list screen passes its filters so the file matches what is shown. */
export function ExportButtons({
  only,
  filters = {},
}: {
  only?: Kind;
  filters?: Record<string, string>;
}) {
  const notify = useNotify();
  const [pending, setPending] = useState<Kind>();
  async function download(kind: Kind) {
    setPending(kind);
    try {
      await downloadFile(adminPath(`/exports/${kind}.csv`, filters), `${kind}.csv`);
    } catch (error) {
      notify(errorMessage(error), 'alert');
    } finally {
      setPending(undefined);
    }
  }
  const kinds: Kind[] = only ? [only] : ['orders', 'members'];
  return (
    <>
      {kinds.map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          className={page.small}
          loading={pending === kind}
          onClick={() => download(kind)}
        >
          <Download size={14} strokeWidth={1.5} aria-hidden />
          {exportLabels[kind]}
        </Button>
      ))}
    </>
  );
}
