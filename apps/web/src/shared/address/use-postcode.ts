import { useEffect, useState } from 'react';
import { loadPostcode } from 'react-daum-postcode';
import { useCheckoutConfig } from './checkout-config-api';

/**
 * Whether the postcode search can be offered: `loading` while the config and script load,
 * `ready` once the script's `Postcode` exists, `off` when the shop has no script configured and
 * `failed` when it did not load (no network, blocked): both mean manual entry.
 */
export type PostcodeStatus = 'loading' | 'ready' | 'off' | 'failed';

export function usePostcode(): { status: PostcodeStatus; scriptUrl: string } {
  const config = useCheckoutConfig();
  const scriptUrl = config.data?.postcode_script_url ?? '';
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!scriptUrl) return;
    let live = true;
    // The loader keeps one promise per page, so later searches reuse this script.
    loadPostcode(scriptUrl).then(
      () => live && setLoaded('ready'),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [scriptUrl]);

  if (config.isError) return { status: 'failed', scriptUrl };
  if (config.isPending) return { status: 'loading', scriptUrl };
  if (!scriptUrl) return { status: 'off', scriptUrl };
  return { status: loaded, scriptUrl };
}
