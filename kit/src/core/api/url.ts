// URLs of our API (no zod, so it can sit in the start-up bundle): the project id, st and sv on every
// request, and the image endpoints views put in <img src>.

import { SDK_TYPE, SDK_VERSION } from './sdk.js';

/** Where the app's API is and which project it speaks for. */
export interface ApiConfig {
  baseUrl: string;
  projectId: string;
  /** Spec §7: the client id, sent as a query parameter on every API call once set (the WalletConnect client's id). */
  clientId?: string;
}

export type ApiQuery = Record<string, string | number | boolean | undefined>;

/** The URL of an API path with the project id, st and sv set. */
export function apiUrl(baseUrl: string, projectId: string, path: string, query: ApiQuery = {}): string {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [key, value] of Object.entries({ ...query, projectId, st: SDK_TYPE, sv: SDK_VERSION })) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The URL of a wallet's image (GET /getWalletImage/{id}). */
export function walletImageUrl(config: ApiConfig, imageId: string): string {
  return apiUrl(config.baseUrl, config.projectId, `/getWalletImage/${encodeURIComponent(imageId)}`);
}

/** The URL of an asset's image (GET /public/getAssetImage/{id}): a built-in network's by its CAIP-2 id. */
export function assetImageUrl(config: ApiConfig, assetId: string): string {
  return apiUrl(config.baseUrl, config.projectId, `/public/getAssetImage/${encodeURIComponent(assetId)}`);
}
