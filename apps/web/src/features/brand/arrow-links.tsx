import { ArrowRight } from 'lucide-react';
import { Link } from '../../shared/routing';
import shared from './brand.module.css';

/** Where a brand page sends the reader next: text links with an arrow, side by side. */
export function ArrowLinks({
  className,
  links,
}: {
  className: string | undefined;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={shared.textLink}>
          {link.label}
          <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
        </Link>
      ))}
    </div>
  );
}
