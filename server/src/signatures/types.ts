// What a namespace's signature verifier takes: the CAIP-10 id already split and the body's texts.
import type { Services } from '../services.js';

export type VerifyInput = {
  /** The CAIP-2 id of the account, e.g. bip122:000000000019d6689c085ae165831e93. */
  chainId: string;
  address: string;
  message: string;
  signature: string;
};

/** Resolves whether the signature is valid; throws an ApiError (4xx) for input it cannot check. */
export type NamespaceVerifier = (input: VerifyInput, s: Services) => Promise<boolean>;
