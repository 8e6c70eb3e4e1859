// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (no driver, no browser download): the
// engine without Intersection Observer v2 that most desktop users outside Chromium have.
import puppeteer, { type Browser } from 'puppeteer-core';
import { ensureDebianPackages } from './debian-package';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Preferences that keep the browser's own traffic off the network (the app's goes to loopback only). */
const QUIET_PREFS: Record<string, unknown> = {
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'toolkit.telemetry.enabled': false,
  // Popups from a click open as windows, as a person's Firefox does.
  'dom.disable_open_during_load': true,
};

/**
 * Launches headless Firefox ESR with a fresh profile (puppeteer removes it on close), installing it when missing.
 * @example
 * const browser = await launchFirefox();
 * const page = await browser.newPage();
 * await browser.close();
 */
export async function launchFirefox(): Promise<Browser> {
  ensureDebianPackages(['firefox-esr'], [FIREFOX_PATH]);
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox: QUIET_PREFS });
}
