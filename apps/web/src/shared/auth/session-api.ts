import type { TokenPair } from '@shop/contract/users';

function postLogout(access: string, refresh: string) {
  return fetch('/v1/users/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refresh }),
  });
}

/**
 * Ends this device's session on the server (POST /v1/users/logout), so that its tokens stop
 * working everywhere. An access token that has expired is renewed once to do so. The device
 * forgets its tokens whatever the answer: nothing here is reported.
 */
export async function endSession(access: string, refresh: string): Promise<void> {
  try {
    const answer = await postLogout(access, refresh);
    if (answer.status !== 401) return;
    const renewed = await fetch('/v1/users/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refresh }),
    });
    if (!renewed.ok) return;
    const pair = (await renewed.json()) as TokenPair;
    await postLogout(pair.access_token, pair.refresh_token);
  } catch {
    // Offline or refused: the session ends on its own when its refresh token expires.
  }
}
