// Dev Wallet: an EIP-1193 provider announced through EIP-6963, backed by local anvil
// chains, so tests and the demo can connect, sign and send without a wallet extension.
// A plain classic script (no imports, ES2020): inject it before the app's module scripts,
// after setting window.__DEV_WALLET_CONFIG__ (see inject-dev-wallet.ts for its type).
(function devWallet() {
  'use strict';

  var config = window.__DEV_WALLET_CONFIG__ || {};
  // anvil's first prefunded account; anvil keeps it unlocked, so anvil does the signing.
  var account = config.account || '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  // Chain ids are kept as decimal strings: the keys of config.chains.
  var chains = Object.assign({}, config.chains);

  // A real extension remembers the user's choice across reloads; so do we, per origin.
  var CONNECTED_KEY = 'dev-wallet:connected';
  var CHAIN_KEY = 'dev-wallet:chainId';
  var storage = safeStorage();
  var connected = storage.get(CONNECTED_KEY) === 'true';
  var chainId = String(storage.get(CHAIN_KEY) || config.chainId || Object.keys(chains)[0]);
  if (!chains[chainId]) chainId = String(config.chainId || Object.keys(chains)[0]);

  // Methods that need the user to have connected first (EIP-1193 code 4100 otherwise).
  var AUTHORIZED_METHODS = ['personal_sign', 'eth_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_requestExecutionPermissions'];
  // EIP-5792 as an EOA's wallet does it: calls sent one by one, atomic unsupported. config.eip5792 =
  // false makes a wallet without it (the methods go to the node, which does not know them); read live,
  // like config.reject, so tests may change it.
  function eip5792() {
    return (window.__DEV_WALLET_CONFIG__ || {}).eip5792 !== false;
  }
  // wallet_sendCalls batches by id: { chainId, hashes }.
  var batches = {};

  var listeners = {};
  var requestId = 0;
  // Every request the page made, in order ({ method, params, error?: the code it was refused with }), so a test can check what a wallet was asked.
  var received = (window.__DEV_WALLET_RECEIVED__ = []);

  function rpcError(code, message, data) {
    var error = new Error(message);
    error.code = code;
    if (data !== undefined) error.data = data;
    return error;
  }

  function emit(event, value) {
    (listeners[event] || []).slice().forEach(function (listener) {
      try {
        listener(value);
      } catch (error) {
        console.error('[dev-wallet] listener for ' + event + ' threw', error);
      }
    });
  }

  function hex(decimalString) {
    return '0x' + Number(decimalString).toString(16);
  }

  function setConnected(value) {
    if (connected === value) return;
    connected = value;
    storage.set(CONNECTED_KEY, value ? 'true' : null);
    emit('accountsChanged', value ? [account] : []);
  }

  function setChain(nextChainId) {
    if (chainId === nextChainId) return;
    chainId = nextChainId;
    storage.set(CHAIN_KEY, chainId);
    emit('chainChanged', hex(chainId));
  }

  // Everything the wallet does not answer itself goes to the current chain's node.
  function forward(method, params, onChain) {
    var url = chains[onChain || chainId];
    requestId += 1;
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: requestId, method: method, params: params || [] }),
    })
      .catch(function (cause) {
        throw rpcError(4900, 'Dev Wallet cannot reach chain ' + chainId + ' at ' + url + ': ' + cause.message);
      })
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        if (body.error) throw rpcError(body.error.code, body.error.message, body.error.data);
        return body.result;
      });
  }

  function handle(method, params) {
    // Tests simulate the user pressing "Reject": config.reject = ['personal_sign', …].
    var rejected = (window.__DEV_WALLET_CONFIG__ || {}).reject || [];
    if (rejected.indexOf(method) !== -1) throw rpcError(4001, 'User rejected the request.');

    if (AUTHORIZED_METHODS.indexOf(method) !== -1 && !connected) {
      throw rpcError(4100, 'The requested account and/or method has not been authorized by the user.');
    }

    switch (method) {
      case 'eth_requestAccounts':
        setConnected(true);
        return [account];
      case 'eth_accounts':
        return connected ? [account] : [];
      case 'eth_chainId':
        return hex(chainId);
      case 'net_version':
        return chainId;
      case 'wallet_requestPermissions':
        setConnected(true);
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts' }] : [];
      case 'wallet_revokePermissions':
        // ERC-7715 names its revoke like EIP-2255's: a permissions context says which one is meant.
        if (params && params[0] && params[0].permissionsContext) return revokeGrant(params[0].permissionsContext);
        setConnected(false);
        return null;
      case 'wallet_grantPermissions':
        // config.grantPermissions = false: a wallet that knows only the newer name (read live).
        if ((window.__DEV_WALLET_CONFIG__ || {}).grantPermissions === false) throw rpcError(-32601, 'The method "wallet_grantPermissions" does not exist / is not available.');
        return grant(params && params[0]);
      case 'wallet_requestExecutionPermissions':
        // The newer ERC-7715 name takes and answers a list.
        if (!params || !Array.isArray(params[0])) throw rpcError(-32602, 'wallet_requestExecutionPermissions needs [[request, …]].');
        return params[0].map(grant);
      case 'wallet_switchEthereumChain': {
        var wanted = String(Number((params && params[0] && params[0].chainId) || NaN));
        if (!chains[wanted]) {
          // The same code and wording as MetaMask, so apps fall back to wallet_addEthereumChain.
          throw rpcError(
            4902,
            'Unrecognized chain ID "' + (params && params[0] && params[0].chainId) +
              '". Try adding the chain using wallet_addEthereumChain first.',
          );
        }
        setChain(wanted);
        return null;
      }
      case 'wallet_addEthereumChain': {
        var chain = params && params[0];
        if (!chain || !chain.chainId || !chain.rpcUrls || !chain.rpcUrls[0]) {
          throw rpcError(-32602, 'wallet_addEthereumChain needs { chainId, rpcUrls: [url] }.');
        }
        var added = String(Number(chain.chainId));
        chains[added] = chain.rpcUrls[0];
        // Like MetaMask, adding a chain also switches to it once the user approves.
        setChain(added);
        return null;
      }
      case 'eth_sendTransaction': {
        // Apps may omit `from`; the wallet fills in its own account.
        var tx = Object.assign({ from: account }, params && params[0]);
        return forward(method, [tx]);
      }
      case 'wallet_getCapabilities':
        if (!eip5792()) return forward(method, params);
        return capabilities(params && params[1]);
      case 'wallet_sendCalls':
        if (!eip5792()) return forward(method, params);
        return sendCalls(params && params[0]);
      case 'wallet_getCallsStatus':
        if (!eip5792()) return forward(method, params);
        return callsStatus(params && params[0]);
      default:
        return forward(method, params);
    }
  }

  function capabilities(chainIds) {
    var result = {};
    (chainIds || Object.keys(chains).map(hex)).forEach(function (id) {
      if (chains[String(Number(id))]) result[id] = { atomic: { status: 'unsupported' } };
    });
    return result;
  }

  // The calls one after another from the wallet's account (not atomic); EIP-5792's codes for what it cannot do.
  function sendCalls(batch) {
    if (!batch || !Array.isArray(batch.calls) || batch.calls.length === 0) throw rpcError(-32602, 'wallet_sendCalls needs { calls: [...] }.');
    if (batch.atomicRequired === true) throw rpcError(5760, 'The wallet does not support atomic execution but the request requires it.');
    var onChain = batch.chainId === undefined ? chainId : String(Number(batch.chainId));
    if (!chains[onChain]) throw rpcError(5710, 'This wallet does not support the requested chain ID.');
    if (batch.id && batches[batch.id]) throw rpcError(5720, 'There is already a bundle submitted with this ID.');
    var id = batch.id || '0x' + Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(32)), function (b) {
      return (b + 0x100).toString(16).slice(1);
    }).join('');
    var hashes = [];
    batches[id] = { chainId: onChain, hashes: hashes };
    return batch.calls.reduce(function (previous, call) {
      return previous.then(function () {
        var tx = { from: account, to: call.to, data: call.data, value: call.value };
        return forward('eth_sendTransaction', [tx], onChain).then(function (hash) {
          hashes.push(hash);
        });
      });
    }, Promise.resolve()).then(function () {
      return { id: id };
    });
  }

  // ERC-7715 as an EOA's wallet can: it approves the grant and keeps it under an opaque permissions
  // context (no smart account enforces it on chain; a session key cannot act with it). Kept per origin.
  var GRANTS_KEY = 'dev-wallet:grants';
  function grants() {
    try {
      return JSON.parse(storage.get(GRANTS_KEY) || '{}');
    } catch (_) {
      return {};
    }
  }
  function grant(request) {
    if (!request || !Array.isArray(request.permissions) || request.permissions.length === 0) throw rpcError(-32602, 'wallet_grantPermissions needs { permissions: [...], expiry }.');
    var now = Math.floor(Date.now() / 1000);
    if (typeof request.expiry !== 'number' || request.expiry <= now) throw rpcError(-32602, 'wallet_grantPermissions needs an expiry (unix seconds) in the future.');
    var onChain = request.chainId === undefined ? chainId : String(Number(request.chainId));
    if (!chains[onChain]) throw rpcError(-32602, 'This wallet does not support the requested chain ID.');
    var context = '0x' + Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(32)), function (b) {
      return (b + 0x100).toString(16).slice(1);
    }).join('');
    var kept = grants();
    kept[context] = { chainId: onChain, expiry: request.expiry, permissions: request.permissions };
    storage.set(GRANTS_KEY, JSON.stringify(kept));
    return Object.assign({}, request, { chainId: hex(onChain), address: account, context: context });
  }
  function revokeGrant(context) {
    var kept = grants();
    if (!kept[context]) throw rpcError(-32602, 'No permission was granted under this permissions context.');
    delete kept[context];
    storage.set(GRANTS_KEY, JSON.stringify(kept));
    return {};
  }

  // 100 pending, 200 confirmed, 500 all reverted, 600 some reverted (EIP-5792 2.0.0).
  function callsStatus(id) {
    var batch = batches[id];
    if (!batch) throw rpcError(5730, 'This bundle ID is unknown or has not been submitted.');
    return Promise.all(batch.hashes.map(function (hash) {
      return forward('eth_getTransactionReceipt', [hash], batch.chainId);
    })).then(function (receipts) {
      var mined = receipts.filter(Boolean);
      var failed = mined.filter(function (r) { return r.status !== '0x1'; }).length;
      var status = mined.length < receipts.length ? 100 : failed === 0 ? 200 : failed === mined.length ? 500 : 600;
      return {
        version: '2.0.0', id: id, chainId: hex(batch.chainId), status: status, atomic: false,
        receipts: mined.map(function (r) {
          return { logs: r.logs, status: r.status, blockHash: r.blockHash, blockNumber: r.blockNumber, gasUsed: r.gasUsed, transactionHash: r.transactionHash };
        }),
      };
    });
  }

  var provider = {
    isDevWallet: true,
    request: function (args) {
      if (!args || typeof args.method !== 'string') {
        return Promise.reject(rpcError(-32600, 'request() expects { method, params? }.'));
      }
      var entry = { method: args.method, params: args.params };
      received.push(entry);
      return Promise.resolve()
        .then(function () {
          return handle(args.method, args.params);
        })
        .catch(function (error) {
          // Whatever went wrong, the app sees an EIP-1193 error: { code, message }.
          var answered = typeof error.code === 'number' ? error : rpcError(-32603, String(error.message || error));
          entry.error = answered.code;
          throw answered;
        });
    },
    on: function (event, listener) {
      (listeners[event] = listeners[event] || []).push(listener);
      return provider;
    },
    removeListener: function (event, listener) {
      listeners[event] = (listeners[event] || []).filter(function (l) {
        return l !== listener;
      });
      return provider;
    },
  };
  provider.off = provider.removeListener;

  var ICON =
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
        '<rect width="32" height="32" rx="8" fill="#2f6bff"/>' +
        '<path d="M9 10h8a6 6 0 0 1 0 12H9z" fill="none" stroke="#fff" stroke-width="3"/></svg>',
    );

  function uuid() {
    if (crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map.call(b, function (x) {
      return (x + 0x100).toString(16).slice(1);
    }).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }

  // announceTwice: the same wallet under two uuids, for the kit's dedupe-by-rdns tests.
  var details = [1, config.announceTwice ? 2 : 0].filter(Boolean).map(function () {
    return Object.freeze({
      info: Object.freeze({ uuid: uuid(), name: 'Dev Wallet', icon: ICON, rdns: 'dev.wallet-modal' }),
      provider: provider,
    });
  });

  function announce() {
    details.forEach(function (detail) {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail }));
    });
  }

  window.addEventListener('eip6963:requestProvider', announce);
  announce();

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
