// Preload (node --require) for programs that listen on every interface without an option to say otherwise
// (alto binds 0.0.0.0): any listen on 0.0.0.0, :: or no host goes to 127.0.0.1 instead.
const net = require('node:net');

const listen = net.Server.prototype.listen;
const wide = (host) => host === undefined || host === null || host === '' || host === '0.0.0.0' || host === '::';
net.Server.prototype.listen = function (...args) {
  const [first] = args;
  if (first && typeof first === 'object' && !Array.isArray(first) && first.path === undefined && wide(first.host)) {
    args[0] = { ...first, host: '127.0.0.1' };
  } else if (typeof first === 'number' || (typeof first === 'string' && /^[0-9]+$/.test(first))) {
    if (typeof args[1] !== 'string' || wide(args[1])) args.splice(1, typeof args[1] === 'string' ? 1 : 0, '127.0.0.1');
  }
  return listen.apply(this, args);
};
