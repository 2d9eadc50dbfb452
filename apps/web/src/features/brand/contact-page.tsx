import { usePageTitle } from '../../shared/hooks/use-page-title';

export function ContactPage() {
  usePageTitle('Contact');
  return <h1>Contact</h1>;
}
