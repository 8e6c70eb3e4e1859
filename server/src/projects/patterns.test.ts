// Allowed-origin patterns: exact origins, wildcard subdomains, any-port localhost.
import { describe, expect, it } from 'vitest';
import { defaultAllowedOrigins } from '../config/schema.js';
import { originAllowed, originMatches, originPattern } from './patterns.js';

describe('origin patterns', () => {
  it('matches an exact origin only', () => {
    expect(originMatches('https://app.example.com', 'https://app.example.com')).toBe(true);
    expect(originMatches('http://app.example.com', 'https://app.example.com')).toBe(false);
    expect(originMatches('https://app.example.com:8443', 'https://app.example.com')).toBe(false);
    expect(originMatches('https://evil-app.example.com', 'https://app.example.com')).toBe(false);
  });

  it('a wildcard matches subdomains at any depth but not the apex or look-alikes', () => {
    const p = 'https://*.example.com';
    expect(originMatches('https://a.example.com', p)).toBe(true);
    expect(originMatches('https://a.b.example.com', p)).toBe(true);
    expect(originMatches('https://example.com', p)).toBe(false);
    expect(originMatches('https://notexample.com', p)).toBe(false);
    expect(originMatches('https://example.com.evil.io', p)).toBe(false);
  });

  it('a * port matches any port, or none', () => {
    expect(originMatches('http://localhost:5173', 'http://localhost:*')).toBe(true);
    expect(originMatches('http://localhost', 'http://localhost:*')).toBe(true);
    expect(originMatches('http://localhost:3000', 'http://localhost:3001')).toBe(false);
  });

  it('allows the spec default ancestors: localhost, pages.dev, vercel.app, ngrok-free.app', () => {
    for (const origin of ['http://localhost:3000', 'https://my-app.pages.dev', 'https://x.vercel.app', 'https://abc.ngrok-free.app']) {
      expect(originAllowed(origin, defaultAllowedOrigins)).toBe(true);
    }
    expect(originAllowed('https://vercel.app.evil.com', defaultAllowedOrigins)).toBe(false);
    expect(originAllowed('null', defaultAllowedOrigins)).toBe(false);
  });

  it('rejects values that are not origins', () => {
    expect(originMatches('https://app.example.com/path', 'https://app.example.com')).toBe(false);
    for (const bad of ['example.com', 'https://*', 'ftp://x.com', 'https://a.*.com', 'https://x.com/']) {
      expect(originPattern.safeParse(bad).success).toBe(false);
    }
    expect(originPattern.parse(' HTTPS://App.Example.com ')).toBe('https://app.example.com');
  });
});
