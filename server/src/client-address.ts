// The client address of a request, the key of every per-IP limit: the socket's address, or, when that socket
// is a trusted proxy (config `trustedProxies`), the nearest address the proxies forwarded in X-Forwarded-For.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Answers the client address of a request; 'unknown' when the request came through no socket. */
export type ClientAddress = (c: Context) => string;

/**
 * Why `entry` cannot be a `trustedProxies` entry (an IPv4 or IPv6 address, a CIDR range, or one of proxy-addr's
 * names `loopback`, `linklocal`, `uniquelocal`), or undefined when it can.
 * @example
 * trustedProxyProblem('10.0.0.0/8'); // undefined
 * trustedProxyProblem('10.0.0.0/33'); // 'invalid range on address: 10.0.0.0/33'
 */
export function trustedProxyProblem(entry: string): string | undefined {
  if (!entry) return 'empty';
  try {
    proxyaddr.compile(entry);
  } catch (error) {
    return (error as Error).message;
  }
  // proxy-addr 2.0.8 (the fix of CVE-2026-90711) accepts `::ffff:10.0.0.0/8` but matches nothing with it: refuse
  // it here rather than trust no one in silence.
  const [address = '', prefix] = entry.split('/');
  if (prefix !== undefined && Number(prefix) < 96 && isIP(address) === 6 && IPV4_MAPPED.check(address, 'ipv6')) {
    return 'an IPv4-mapped range needs a prefix of 96 or more: write it as an IPv4 range (10.0.0.0/8) or add 96 (::ffff:10.0.0.0/104)';
  }
  return undefined;
}

const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/**
 * The one reader of client addresses, built once from the config. When the socket's address is not a trusted
 * proxy, X-Forwarded-For is ignored. When it is, the header is walked from the right, skipping trusted
 * addresses, and the first untrusted one is the client: what a visitor wrote at the left is never reached
 * unless every hop after it is trusted. An entry that is not an IP address stops the walk, and the trusted hop
 * that passed it on is counted instead.
 * @example
 * const clientAddress = clientAddressReader(['10.0.0.0/8']);
 * await limits.check(clientAddress(c));
 */
export function clientAddressReader(trustedProxies: readonly string[]): ClientAddress {
  const trust = proxyaddr.compile([...trustedProxies]);
  return (c) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      // A request handed to the app directly (app.request in a test), with no Node socket behind it.
    }
    if (!socketAddress) return 'unknown';
    // proxy-addr reads only these two fields of the request.
    const request = { socket: { remoteAddress: socketAddress }, headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') } };
    const hops = proxyaddr.all(request as unknown as IncomingMessage, trust);
    // hops: the socket, then the header right to left, up to and including the first untrusted entry. proxy-addr
    // counts a malformed entry as untrusted and would answer it; the hop before it is a trusted address.
    const nearest = hops[hops.length - 1]!;
    return isIP(nearest) || hops.length === 1 ? nearest : hops[hops.length - 2]!;
  };
}
