// bip122 signed messages: BIP-322 simple and full, and legacy (BIP-137) ones, checked by bip322-js
// against an address of the network the CAIP-10 id names.
import { Address, Verifier } from 'bip322-js';
import { bitcoinNetworkOf, networkOfAddress } from '../chains/bitcoin/networks.js';
import { ApiError } from '../errors.js';
import { SignatureFormatError, signatureFormat, toSpendId } from './bip322-format.js';
import type { NamespaceVerifier } from './types.js';

export const verifyBip122: NamespaceVerifier = async ({ chainId, address, message, signature }) => {
  const network = bitcoinNetworkOf(chainId);
  if (!network) throw new ApiError('UNSUPPORTED_CHAIN', `${chainId} (Bitcoin signatures are checked for bip122:000000000019d6689c085ae165831e93 and bip122:000000000933ea01ad0ee984209779ba)`);
  if (networkOfAddress(address) !== network) throw new ApiError('INVALID_BODY', `address: must be a Bitcoin ${network} address with a valid checksum`);
  let format;
  try {
    format = signatureFormat(signature);
  } catch (error) {
    if (error instanceof SignatureFormatError) throw new ApiError('INVALID_BODY', `signature: ${error.message}`);
    throw error;
  }
  if (format.format !== 'legacy') {
    if (Address.isP2PKH(address)) throw new ApiError('INVALID_BODY', 'signature: a P2PKH address (1…, m…, n…) signs legacy (BIP-137) messages only');
    if (!Address.isP2WPKH(address) && !Address.isP2SH(address) && !Address.isP2TR(address)) {
      throw new ApiError('INVALID_BODY', 'address: BIP-322 signatures are checked for P2WPKH, P2SH-P2WPKH and single-key P2TR addresses');
    }
  }
  // A full signature names the to_spend transaction it signs: another one is another message or address.
  if (format.format === 'full' && format.spends !== toSpendId(message, Address.convertAdressToScriptPubkey(address))) return false;
  try {
    return Verifier.verifySignature(address, message, format.base64);
  } catch {
    // The bytes parsed, but they are no signature of this address (a witness of another address
    // type, an invalid key or Schnorr signature, an unknown sighash): not its signature.
    return false;
  }
};
