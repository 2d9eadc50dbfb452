import { Link } from '../routing';
import link from '../ui/link-button.module.css';
import { useSignInPrompt } from './sign-in-prompt';

/** Where a page for members sends a visitor: the login dialog (the main way) or back home. */
export function SignInLinks({
  className,
  loginLabel,
  homeLabel,
  reason,
}: {
  className?: string;
  loginLabel: string;
  homeLabel: string;
  reason?: string;
}) {
  const signIn = useSignInPrompt();
  const button = `${link.linkButton} ${link.block}`;
  return (
    <div className={className}>
      <button
        type="button"
        className={`${button} ${link.linkPrimary}`}
        onClick={() => signIn.ask({ reason })}
      >
        {loginLabel}
      </button>
      <Link to="/" className={button}>
        {homeLabel}
      </Link>
    </div>
  );
}
