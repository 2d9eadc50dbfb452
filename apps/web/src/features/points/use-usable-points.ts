import { useAuth } from '../../shared/auth/auth-context';
import { usePoints } from './points-api';

/** The member's usable 적립금 (from the points page's first page); undefined while it loads. */
export function useUsablePoints(): number | undefined {
  const { isLoggedIn } = useAuth();
  return usePoints(1, isLoggedIn).data?.usable;
}
