import { usePageTitle } from '../../shared/hooks/use-page-title';

export function AboutPage() {
  usePageTitle('About');
  return <h1>About</h1>;
}
