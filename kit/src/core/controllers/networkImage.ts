// Where a network's icon comes from: the image the app gave it (iconUrl), else the built-in image the
// app's API serves for a catalogue network (spec §7 /public/getAssetImage/{id}); none otherwise (the
// view draws a monogram, and also falls back to it when an image fails to load).

import { getNetwork } from '@wallet-modal/schema/networks';
import { assetImageUrl } from '../api/url.js';
import type { ModalCore } from '../instance.js';
import type { CaipNetwork } from '../types.js';

/**
 * The network's image URLs, best first.
 * @example
 * networkImages(modal, getNetwork('eip155:10')!); // ['https://api.example/public/getAssetImage/eip155%3A10?projectId=…']
 */
export function networkImages(modal: Pick<ModalCore, 'api'>, network: CaipNetwork): string[] {
  const builtIn = modal.api && getNetwork(network.caipNetworkId) ? assetImageUrl(modal.api, network.caipNetworkId) : undefined;
  return [network.iconUrl, builtIn].filter((url): url is string => Boolean(url));
}
