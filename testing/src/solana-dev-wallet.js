// Solana Dev Wallet: a wallet-standard wallet (what Phantom, Solflare and Backpack implement) with a
// real ed25519 key, signing with the browser's WebCrypto and sending to the local SVM, so tests and
// the demo can connect, sign and send on Solana without a wallet extension.
// A plain classic script (no imports, ES2020): inject it before the app's module scripts, after
// setting window.__SOLANA_DEV_WALLET_CONFIG__ (see e2e/world/inject-solana-dev-wallet.ts for its type).
(function solanaDevWallet() {
  'use strict';

  var config = window.__SOLANA_DEV_WALLET_CONFIG__ || {};
  if (!config.account || !config.rpcUrl) return console.error('[solana-dev-wallet] needs { account: { address, seed }, rpcUrl }');
  var address = config.account.address;
  var CONNECTED_KEY = 'solana-dev-wallet:connected';
  // The public clusters, and what config.chains adds (e.g. 'solana:localnet', a validator on this machine).
  var CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'].concat(config.chains || []);
  var FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'];

  // ---------------------------------------------------------------- encodings
  var ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

  function base58Decode(text) {
    var bytes = [];
    for (var i = 0; i < text.length; i++) {
      var value = ALPHABET.indexOf(text[i]);
      if (value < 0) throw new Error('not base58: ' + text);
      var carry = value;
      for (var j = 0; j < bytes.length; j++) {
        carry += bytes[j] * 58;
        bytes[j] = carry & 0xff;
        carry >>= 8;
      }
      while (carry) {
        bytes.push(carry & 0xff);
        carry >>= 8;
      }
    }
    for (var k = 0; k < text.length && text[k] === '1'; k++) bytes.push(0);
    return new Uint8Array(bytes.reverse());
  }

  function toBase64(bytes) {
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }

  function hexToBytes(hex) {
    var out = new Uint8Array(hex.length / 2);
    for (var i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
    return out;
  }

  // ---------------------------------------------------------------- the key
  // PKCS#8 of an Ed25519 seed: the fixed ASN.1 header, then the 32 bytes.
  var PKCS8_PREFIX = hexToBytes('302e020100300506032b657004220420');
  var publicKey = base58Decode(address);
  var privateKey = (function () {
    var pkcs8 = new Uint8Array(48);
    pkcs8.set(PKCS8_PREFIX);
    pkcs8.set(hexToBytes(config.account.seed), 16);
    return crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
  })();

  function sign(bytes) {
    return privateKey
      .then(function (key) {
        return crypto.subtle.sign({ name: 'Ed25519' }, key, bytes);
      })
      .then(function (signature) {
        return new Uint8Array(signature);
      });
  }

  // ---------------------------------------------------------------- transactions
  function readCompactU16(bytes, offset) {
    var value = 0;
    for (var shift = 0, size = 0; ; shift += 7) {
      var byte = bytes[offset + size++];
      value |= (byte & 0x7f) << shift;
      if (!(byte & 0x80)) return { value: value, size: size };
    }
  }

  /** Signs a wire transaction where its message names this wallet's key as a signer. */
  function signTransaction(wire) {
    var count = readCompactU16(wire, 0);
    var signaturesStart = count.size;
    var message = wire.slice(signaturesStart + count.value * 64);
    var offset = message[0] & 0x80 ? 1 : 0; // v0 messages start with a version prefix
    var requiredSignatures = message[offset];
    var keys = readCompactU16(message, offset + 3);
    var keysStart = offset + 3 + keys.size;
    var index = -1;
    for (var i = 0; i < requiredSignatures; i++) {
      var key = message.slice(keysStart + i * 32, keysStart + (i + 1) * 32);
      if (key.every(function (byte, j) { return byte === publicKey[j]; })) index = i;
    }
    if (index < 0) return Promise.reject(rpcError(-32602, 'The transaction does not need ' + address + ' to sign'));
    return sign(message).then(function (signature) {
      var signed = new Uint8Array(wire);
      signed.set(signature, signaturesStart + index * 64);
      return signed;
    });
  }

  // ---------------------------------------------------------------- the wallet
  var listeners = [];
  var storage = safeStorage();
  var connected = storage.get(CONNECTED_KEY) === 'true';

  function rpcError(code, message, data) {
    var error = new Error(message);
    error.code = code;
    if (data !== undefined) error.data = data;
    return error;
  }

  var account = Object.freeze({ address: address, publicKey: publicKey, chains: CHAINS, features: FEATURES });
  function accounts() {
    return connected ? [account] : [];
  }

  function setConnected(value) {
    if (connected === value) return;
    connected = value;
    storage.set(CONNECTED_KEY, value ? 'true' : null);
    listeners.slice().forEach(function (listener) {
      listener({ accounts: accounts() });
    });
  }

  // The chain each signing request named, in order ({ method, chain }), so a test can check what the wallet was told.
  var received = (window.__SOLANA_DEV_WALLET_RECEIVED__ = []);

  /** As wallets do, a transaction for a chain the wallet does not serve is refused before anything is signed. */
  function checkChains(method, inputs) {
    for (var i = 0; i < inputs.length; i++) {
      var chain = inputs[i] && inputs[i].chain;
      received.push({ method: method, chain: chain });
      if (chain !== undefined && CHAINS.indexOf(chain) === -1) {
        return Promise.reject(rpcError(4901, 'Solana Dev Wallet does not serve ' + chain + ' (it serves ' + CHAINS.join(', ') + ')'));
      }
    }
    return Promise.resolve();
  }

  /** Tests simulate the user pressing "Reject" (config.reject = ['signMessage', …]) and act while the wallet waits (a page binding). */
  function approve(method) {
    var rejected = (window.__SOLANA_DEV_WALLET_CONFIG__ || {}).reject || [];
    if (rejected.indexOf(method) !== -1) return Promise.reject(rpcError(4001, 'User rejected the request.'));
    if (method !== 'connect' && !connected) return Promise.reject(rpcError(4100, 'The site is not connected to Solana Dev Wallet.'));
    var hook = window.__solanaDevWalletBeforeSign;
    return Promise.resolve(method !== 'connect' && typeof hook === 'function' ? hook(method) : undefined);
  }

  function sendToNode(signed, options) {
    var body = { jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [toBase64(signed), Object.assign({ encoding: 'base64' }, options)] };
    return fetch(config.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .catch(function (cause) {
        throw rpcError(4900, 'Solana Dev Wallet cannot reach ' + config.rpcUrl + ': ' + cause.message);
      })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        // As wallets do, the node's refusal is passed on with its JSON-RPC code and data.
        if (answer.error) throw rpcError(answer.error.code, answer.error.message, answer.error.data);
        return answer.result;
      });
  }

  var ICON =
    'data:image/svg+xml;base64,' +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
        '<rect width="32" height="32" rx="8" fill="#2f6bff"/>' +
        '<path d="M9 10h8a6 6 0 0 1 0 12H9z" fill="none" stroke="#fff" stroke-width="3"/></svg>',
    );

  var wallet = {
    version: '1.0.0',
    // The EVM Dev Wallet's name: a kit that finds both shows one MULTI_CHAIN wallet.
    name: config.name || 'Dev Wallet',
    icon: ICON,
    chains: CHAINS,
    get accounts() {
      return accounts();
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: function (input) {
          if (input && input.silent) return Promise.resolve({ accounts: accounts() });
          return approve('connect').then(function () {
            setConnected(true);
            return { accounts: accounts() };
          });
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: function () {
          setConnected(false);
          return Promise.resolve();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: function (event, listener) {
          if (event !== 'change') return function () {};
          listeners.push(listener);
          return function () {
            listeners = listeners.filter(function (l) {
              return l !== listener;
            });
          };
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: function () {
          var inputs = Array.prototype.slice.call(arguments);
          return approve('signMessage').then(function () {
            return Promise.all(
              inputs.map(function (input) {
                return sign(input.message).then(function (signature) {
                  return { signedMessage: input.message, signature: signature, signatureType: 'ed25519' };
                });
              }),
            );
          });
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: function () {
          var inputs = Array.prototype.slice.call(arguments);
          return checkChains('signTransaction', inputs).then(function () {
            return approve('signTransaction');
          }).then(function () {
            return Promise.all(
              inputs.map(function (input) {
                return signTransaction(input.transaction).then(function (signed) {
                  return { signedTransaction: signed };
                });
              }),
            );
          });
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: function () {
          var inputs = Array.prototype.slice.call(arguments);
          return checkChains('signAndSendTransaction', inputs).then(function () {
            return approve('signAndSendTransaction');
          }).then(function () {
            return Promise.all(
              inputs.map(function (input) {
                return signTransaction(input.transaction)
                  .then(function (signed) {
                    return sendToNode(signed, input.options || {});
                  })
                  .then(function (signature) {
                    return { signature: base58Decode(signature) };
                  });
              }),
            );
          });
        },
      },
    },
  };

  // The wallet standard's handshake: register now if the app is listening, and again when it says it is ready.
  function register(api) {
    api.register(wallet);
  }
  window.addEventListener('wallet-standard:app-ready', function (event) {
    register(event.detail);
  });
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  } catch (error) {
    console.error('[solana-dev-wallet] could not register', error);
  }

  // localStorage may be unavailable (opaque origins, disabled storage): fall back to memory.
  function safeStorage() {
    var memory = {};
    return {
      get: function (key) {
        try {
          return window.localStorage.getItem(key);
        } catch (_) {
          return memory[key] || null;
        }
      },
      set: function (key, value) {
        try {
          if (value === null) window.localStorage.removeItem(key);
          else window.localStorage.setItem(key, value);
        } catch (_) {
          if (value === null) delete memory[key];
          else memory[key] = value;
        }
      },
    };
  }
})();
