// Bitcoin Dev Wallet: a wallet-standard Bitcoin wallet (the bitcoin:connect and bitcoin:signMessage
// features of github.com/ExodusMovement/bitcoin-wallet-standard, plus standard:events and
// standard:disconnect), registered through the standard's window events. It holds no key: it signs
// through window.__bitcoinDevWalletSign, which the test exposes from Node (index.ts), with a real key.
// A plain classic script (no imports, ES2020): inject it after setting window.__BITCOIN_DEV_WALLET_CONFIG__.
(function bitcoinDevWallet() {
  'use strict';

  var config = window.__BITCOIN_DEV_WALLET_CONFIG__ || {};
  // [{ address, publicKey (hex), purpose: 'payment' | 'ordinals' }] on config.network.
  var held = config.accounts || [];
  var chain = 'bitcoin:' + (config.network || 'mainnet');

  // A real extension remembers that this site was authorized; so do we, per origin.
  var CONNECTED_KEY = 'bitcoin-dev-wallet:connected';
  var connected = read(CONNECTED_KEY) === 'true';
  var listeners = [];

  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (_) {
      return null;
    }
  }

  function write(key, value) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch (_) {
      // storage unavailable: the authorization lasts for this page only
    }
  }

  function hexBytes(hex) {
    var bytes = new Uint8Array(hex.length / 2);
    for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.substr(i * 2, 2), 16);
    return bytes;
  }

  function toBase64(bytes) {
    var text = '';
    for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text);
  }

  function fromBase64(text) {
    var raw = atob(text);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  function toAccount(entry) {
    var key = hexBytes(entry.publicKey);
    // A taproot (ordinals) account's key is the x-only internal key.
    return Object.freeze({
      address: entry.address,
      publicKey: entry.purpose === 'ordinals' ? key.slice(1) : key,
      chains: [chain],
      features: ['bitcoin:signMessage'],
    });
  }

  var accounts = held.map(toAccount);

  function rejected(method) {
    var list = (window.__BITCOIN_DEV_WALLET_CONFIG__ || {}).reject || [];
    return list.indexOf(method) !== -1;
  }

  function userRejected() {
    var error = new Error('User rejected the request.');
    error.code = 4001;
    return error;
  }

  function setConnected(value) {
    if (connected === value) return;
    connected = value;
    write(CONNECTED_KEY, value ? 'true' : null);
    var current = wallet.accounts;
    listeners.slice().forEach(function (listener) {
      listener({ accounts: current });
    });
  }

  var ICON =
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/>' +
        '<path d="M11 8h7a4 4 0 0 1 0 8h-7zM11 16h8a4 4 0 0 1 0 8h-8z" fill="none" stroke="#fff" stroke-width="2.5"/></svg>',
    );

  var wallet = {
    version: '1.0.0',
    name: 'Bitcoin Dev Wallet',
    icon: ICON,
    chains: [chain],
    get accounts() {
      return connected ? accounts.slice() : [];
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: function (input) {
          if (rejected('connect')) return Promise.reject(userRejected());
          var purposes = (input && input.purposes) || ['payment'];
          setConnected(true);
          // The standard: the accounts of the asked purposes, in the order asked.
          var answer = purposes
            .map(function (purpose) {
              var index = held.findIndex(function (entry) {
                return entry.purpose === purpose;
              });
              return index === -1 ? null : accounts[index];
            })
            .filter(Boolean);
          return Promise.resolve({ accounts: answer });
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: function () {
          var inputs = Array.prototype.slice.call(arguments);
          if (rejected('signMessage')) return Promise.reject(userRejected());
          return Promise.all(
            inputs.map(function (input) {
              var known = held.some(function (entry) {
                return entry.address === input.account.address;
              });
              if (!connected || !known) {
                var error = new Error('The account is not connected to this site.');
                error.code = 4100;
                return Promise.reject(error);
              }
              return window.__bitcoinDevWalletSign(input.account.address, toBase64(input.message)).then(function (signature) {
                return { signedMessage: input.message, signature: fromBase64(signature) };
              });
            }),
          );
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
            listeners = listeners.filter(function (other) {
              return other !== listener;
            });
          };
        },
      },
    },
  };

  // The wallet standard's registration: announce now, and answer an app that becomes ready later.
  function register(api) {
    api.register(wallet);
  }
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  } catch (error) {
    console.error('[bitcoin-dev-wallet] register-wallet event failed', error);
  }
  window.addEventListener('wallet-standard:app-ready', function (event) {
    register(event.detail);
  });
})();
