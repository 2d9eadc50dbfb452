import { Link } from 'react-router';
import link from '../ui/link-button.module.css';

/** Where a page for members sends a visitor: sign in (the main way) or back home. */
export function SignInLinks({
  className,
  loginLabel,
  homeLabel,
}: {
  className?: string;
  loginLabel: string;
  homeLabel: string;
}) {
  const button = `${link.linkButton} ${link.block}`;
  return (
    <div className={className}>
      <Link to="/login" className={`${button} ${link.linkPrimary}`}>
        {loginLabel}
      </Link>
      <Link to="/" className={button}>
        {homeLabel}
      </Link>
    </div>
  );
}
