import {
  type OAuthProvider,
  oauthMessages,
  type oauthSignupRequestSchema,
} from '@shop/contract/oauth';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { OAuthProviderError, type SocialProfile } from '../../integrations/oauth/social';
import { randomToken } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, HttpError } from '../../lib/errors';
import { pruneInBatches } from '../../lib/prune';
import type { AuthService } from './auth-service';
import type { UserService } from './members-service';
import * as repo from './oauth-repo';
import type { SignupTokens } from './social-signup-token';

type OAuthSignupInput = z.output<typeof oauthSignupRequestSchema>;
interface SocialConsents {
  snsConfirm: boolean;
  emailConfirm: boolean;
}

/** A provider as sign-in needs it; Kakao checks the nonce, Naver the state at its token call. */
export interface SocialClient {
  authorizeUrl(input: { state: string; nonce: string }): string;
  login(input: { code: string; state: string; nonce: string }): Promise<SocialProfile>;
}

/** A started sign-in is good for 10 minutes, like the providers' own codes. */
const STATE_TTL_MS = 10 * 60 * 1000;

/** States started at or before this instant can no longer finish a sign-in. */
export const statesExpiredBy = (now: Date) => new Date(now.getTime() - STATE_TTL_MS);

export interface OAuthDeps {
  db: Database;
  signup: SignupTokens;
  clients: Partial<Record<OAuthProvider, SocialClient>>;
  users: Pick<UserService, 'findById' | 'createSocialMember'>;
  auth: Pick<AuthService, 'issueTokens'>;
  log?: (message: string, detail: object) => void;
}

export function createOAuthService({ db, clients, users, auth, signup, log }: OAuthDeps) {
  function clientOf(provider: OAuthProvider): SocialClient {
    const client = clients[provider];
    if (!client) throw new HttpError(503, oauthMessages.notConfigured);
    return client;
  }

  const tokensOf = async (member: Parameters<AuthService['issueTokens']>[0]) => {
    const pair = await auth.issueTokens(member);
    return { access_token: pair.access_token, secret_token: pair.refresh_token };
  };

  /** The member of that identity, if it has signed up before. */
  async function knownMember(profile: SocialProfile) {
    const known = await repo.findAccount(db, profile.provider, profile.id);
    return known && users.findById(known.memberId);
  }

  /** Creates the member of that identity once it agreed (concurrent sign-ups agree on one). */
  async function createMember(profile: SocialProfile, consents: SocialConsents) {
    const known = await knownMember(profile);
    if (known) return known;
    try {
      return await db.transaction(async (tx) => {
        const member = await users.createSocialMember(profile, tx, consents);
        await repo.insertAccount(tx, {
          provider: profile.provider,
          providerUserId: profile.id,
          memberId: member.id,
        });
        return member;
      });
    } catch (error) {
      if (uniqueViolation(error) !== 'social_accounts_identity_key') throw error;
      const account = await repo.findAccount(db, profile.provider, profile.id);
      return account && users.findById(account.memberId);
    }
  }

  return {
    /** Starts a sign-in: the provider's authorize address with a state (and nonce) kept here. */
    async authorize(provider: OAuthProvider) {
      const client = clientOf(provider);
      const state = randomToken(24);
      const nonce = randomToken(24);
      await repo.insertState(db, { state, provider, nonce });
      return { url: client.authorizeUrl({ state, nonce }), state };
    },

    /** Finishes it: the state must be one we issued, unused and fresh; then the code is exchanged. */
    async login(provider: OAuthProvider, input: { code: string; state: string }) {
      const client = clientOf(provider);
      const since = statesExpiredBy(new Date());
      const started = await repo.consumeState(db, input.state, provider, since);
      if (!started) throw badRequest(oauthMessages.badState);
      let profile: SocialProfile;
      try {
        profile = await client.login({
          code: input.code,
          state: input.state,
          nonce: started.nonce,
        });
      } catch (error) {
        if (!(error instanceof OAuthProviderError)) throw error;
        log?.('social sign-in refused by the provider', {
          provider,
          code: error.code,
          reason: error.message,
        });
        throw badRequest(oauthMessages.providerFailed);
      }
      const member = await knownMember(profile);
      if (member) return tokensOf(member);
      // A first sign-in: nothing is stored until the shopper agrees to the terms.
      return {
        signup_token: await signup.sign(profile),
        provider,
        nickname: profile.nickname ?? profile.name,
        email: profile.email,
      };
    },

    /** The consent step of a first sign-in: the account is created now, with the consents. */
    async completeSignup(provider: OAuthProvider, input: OAuthSignupInput) {
      const profile = await signup.read(input.signup_token, provider);
      if (!profile) throw badRequest(oauthMessages.signupExpired);
      const member = await createMember(profile, {
        snsConfirm: input.sns_confirm,
        emailConfirm: input.email_confirm,
      });
      if (!member) throw badRequest(oauthMessages.providerFailed);
      return tokensOf(member);
    },

    /** Deletes the started sign-ins that expired by `now`, in short batches; answers how many. */
    async pruneExpired(now: Date) {
      const before = statesExpiredBy(now);
      return pruneInBatches((limit) => repo.deleteStatesBefore(db, before, limit));
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
