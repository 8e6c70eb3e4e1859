// The console message for a request the page's CSP blocked: the modal's own origins only, named with the
// directive to add them to.

import { resolveOptions } from '@wallet-modal/schema/resolve';
import { describe, expect, it } from 'vitest';
import { violationMessage } from './report.js';

const options = resolveOptions({
  projectId: 'p',
  networks: ['eip155:1'],
  rpcUrls: { 'eip155:1': 'https://rpc.app.example/v1' },
  apiUrl: 'https://api.app.example',
  secureSiteUrl: 'https://secure.app.example',
});

describe('CSP violation messages', () => {
  it('A blocked request of the modal names its origin and the directive to add it to', () => {
    expect(violationMessage(options, { blockedURI: 'https://rpc.app.example/v1', effectiveDirective: 'connect-src' })).toBe(
      '[wallet-modal] The Content-Security-Policy blocked https://rpc.app.example/v1; add https://rpc.app.example to connect-src. `npx create-wallet-modal csp` prints the whole policy this config needs.',
    );
    expect(violationMessage(options, { blockedURI: 'https://secure.app.example/frame?x=1', effectiveDirective: 'frame-src' })).toMatch(/add https:\/\/secure\.app\.example to frame-src\./);
    expect(violationMessage(options, { blockedURI: 'wss://relay.walletconnect.org/?auth=x', effectiveDirective: 'connect-src' })).toMatch(/add wss:\/\/relay\.walletconnect\.org to connect-src\./);
    expect(violationMessage(options, { blockedURI: 'data', effectiveDirective: 'img-src' })).toMatch(/add data: to img-src\./);
  });

  it('A block of anything else (the app\'s own requests, inline code) is left to the app: no message', () => {
    expect(violationMessage(options, { blockedURI: 'https://analytics.other.example/x', effectiveDirective: 'connect-src' })).toBeUndefined();
    expect(violationMessage(options, { blockedURI: 'inline', effectiveDirective: 'script-src-elem' })).toBeUndefined();
    expect(violationMessage(options, { blockedURI: 'eval', effectiveDirective: 'script-src' })).toBeUndefined();
    expect(violationMessage(options, { blockedURI: 'data', effectiveDirective: 'font-src' })).toBeUndefined();
  });
});
