import type { SigninResponse, UserInfo } from '@shop/contract/users';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { api, onSessionExpired } from '../api/http';
import { useLocation, useNavigate } from '../routing';
import { useNotify } from '../ui/notify';
import { announceSignedIn, announceSignedOut } from './auth-events';
import { authText } from './messages';
import { endSession } from './session-api';
import { tokenStore } from './token-store';

type Status = 'restoring' | 'in' | 'out';

export interface Auth {
  status: Status;
  user: UserInfo | null;
  isLoggedIn: boolean;
  /** ID/password sign-in; throws ApiError with the server's message. */
  login(userId: string, password: string): Promise<void>;
  /** After a social sign-in: keep the tokens, then load the member. */
  loginWithTokens(access: string, refresh: string): Promise<void>;
  /** Signs out this device (and ends its session on the server, unless it has expired). */
  logout(options?: { expired?: boolean }): void;
  /** Ends every session of the member on the server, then signs out here; throws ApiError. */
  logoutEverywhere(): Promise<void>;
  /**
   * Signs out here after the server has already ended every session of the member (they
   * withdrew): says `message` and goes home.
   */
  sessionEnded(message: string): void;
  reloadUser(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

const loadUser = () => api<UserInfo>('/v1/users/me', { auth: true });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>(tokenStore.access() ? 'restoring' : 'out');
  const [user, setUser] = useState<UserInfo | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const signedOut = useCallback(
    (message: string, tone: 'status' | 'alert', home = pathname.startsWith('/mypage')) => {
      tokenStore.clear();
      setUser(null);
      setStatus('out');
      void announceSignedOut();
      notify(message, tone);
      if (home) navigate('/');
    },
    [notify, navigate, pathname],
  );

  const logout = useCallback(
    (options: { expired?: boolean } = {}) => {
      const access = tokenStore.access();
      const refresh = tokenStore.refresh();
      if (!options.expired && access && refresh) void endSession(access, refresh);
      signedOut(
        options.expired ? authText.expired : authText.loggedOut,
        options.expired ? 'alert' : 'status',
      );
    },
    [signedOut],
  );

  const logoutEverywhere = useCallback(async () => {
    await api('/v1/users/logout-all', { method: 'POST', auth: true });
    signedOut(authText.loggedOutEverywhere, 'status');
  }, [signedOut]);

  const sessionEnded = useCallback(
    (message: string) => signedOut(message, 'status', true),
    [signedOut],
  );

  const reloadUser = useCallback(async () => {
    setUser(await loadUser());
    setStatus('in');
  }, []);

  // Restore the member from the stored tokens once (the http client refreshes once on 401).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at start only
  useEffect(() => {
    if (!tokenStore.access()) return;
    reloadUser().catch(() => {
      if (tokenStore.access()) return setStatus('out');
    });
  }, []);

  useEffect(() => onSessionExpired(() => logout({ expired: true })), [logout]);

  const value = useMemo<Auth>(
    () => ({
      status,
      user,
      isLoggedIn: status === 'in',
      async login(userId, password) {
        const answer = await api<SigninResponse>('/v1/users/signin', {
          method: 'POST',
          body: { user_id: userId, password },
        });
        tokenStore.save({ access: answer.token.access_token, refresh: answer.token.refresh_token });
        await reloadUser();
        await announceSignedIn();
      },
      async loginWithTokens(access, refresh) {
        tokenStore.save({ access, refresh });
        await reloadUser();
        await announceSignedIn();
      },
      logout,
      logoutEverywhere,
      sessionEnded,
      reloadUser,
    }),
    [status, user, logout, logoutEverywhere, sessionEnded, reloadUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
