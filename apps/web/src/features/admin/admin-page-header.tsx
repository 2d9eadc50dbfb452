import { ArrowLeft } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from '../../shared/routing';
import { PageHeader } from '../../shared/ui/page-header';
import { adminText } from './messages';
import page from './page.module.css';

type HeaderProps = Omit<ComponentProps<typeof PageHeader>, 'variant' | 'area' | 'eyebrow'>;

/** A back-office screen's h1 (the tab reads "title · area"), with a link back to its list on detail screens. */
export function AdminPageHeader({
  back,
  ...header
}: HeaderProps & { back?: { to: string; label: string } }) {
  return (
    <>
      {back && (
        <Link to={back.to} className={page.back}>
          <ArrowLeft size={14} strokeWidth={1.5} aria-hidden />
          {back.label}
        </Link>
      )}
      <PageHeader variant="backOffice" area={adminText.area} {...header} />
    </>
  );
}
