// @vitest-environment jsdom
// Spec §3 "Sync theme": the app's SYNC_THEME reaches the visible UI frame over the project's channel, which
// takes the mode, and the accent and radius only when they are plain CSS colours and lengths (CSP: set as
// custom properties through CSSOM, no style element). Driven through the real frame handler and UI bridge.
import { APP_PREFIX } from '@wallet-modal/schema/embedded';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrameHandler } from '../frame/handler.js';
import { createUiBridge } from '../frame/uiBridge.js';
import { createApiClient } from '../lib/api.js';
import { loadDeviceIdentity } from '../lib/device.js';
import { createMemoryStore } from '../lib/storage.js';
import { channelName, frameMessage } from './channel.js';
import { applyTheme, cssColor, cssLength } from './theme.js';

const channels: BroadcastChannel[] = [];
let counter = 0;

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('data-wm-radius');
});

/** The wallet frame, and a UI page that applies each theme message to the document as ui/main.ts does. */
async function frameAndUi() {
  const projectId = `theme-${++counter}`;
  const store = createMemoryStore();
  const frameChannel = new BroadcastChannel(channelName(projectId));
  const uiChannel = new BroadcastChannel(channelName(projectId));
  channels.push(frameChannel, uiChannel);
  const replies: { id: string; type: string }[] = [];
  const handle = createFrameHandler({
    port: { postMessage: (message) => replies.push(message as (typeof replies)[number]) },
    store,
    // No request here reaches the server.
    api: createApiClient({ baseUrl: 'http://127.0.0.1:9', projectId, device: await loadDeviceIdentity(store) }),
    ui: createUiBridge(frameChannel),
    projectId,
    chainId: 1,
  });
  let applied = 0;
  uiChannel.addEventListener('message', (event) => {
    const parsed = frameMessage.safeParse(event.data);
    if (!parsed.success || parsed.data.type !== 'theme') return;
    applyTheme(document.documentElement, parsed.data);
    applied++;
  });
  const syncTheme = async (payload: unknown) => {
    const before = applied;
    const id = `theme_req_${String(++counter).padStart(4, '0')}`;
    await handle({ id, type: `${APP_PREFIX}SYNC_THEME`, payload });
    expect(replies.find((reply) => reply.id === id)?.type).toBe('@w3m-frame/SYNC_THEME_SUCCESS');
    const deadline = Date.now() + 2_000;
    while (applied === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { syncTheme };
}

const root = () => document.documentElement;
const accent = () => root().style.getPropertyValue('--wm-accent');
const radius = () => root().style.getPropertyValue('--wm-radius-master');

describe('the secure UI takes the app theme (SYNC_THEME)', () => {
  it('applies the mode, the accent colour and the master radius from themeVariables', async () => {
    const { syncTheme } = await frameAndUi();
    await syncTheme({ themeMode: 'light', themeVariables: { accent: '#ff0066', borderRadiusMaster: '2px' } });
    expect(root().classList.contains('wm-light')).toBe(true);
    expect(accent()).toBe('#ff0066');
    expect(radius()).toBe('2px');
    expect(root().hasAttribute('data-wm-radius')).toBe(true);
    // The --w3m-* spellings, and w3mThemeVariables, count too; a later sync without them restores the defaults.
    await syncTheme({ themeMode: 'dark', w3mThemeVariables: { '--w3m-accent': 'hsla(120, 50%, 40%, 0.9)', '--w3m-border-radius-master': '0' } });
    expect(root().classList.contains('wm-light')).toBe(false);
    expect(accent()).toBe('hsla(120, 50%, 40%, 0.9)');
    expect(radius()).toBe('0');
    await syncTheme({ themeVariables: {} });
    expect(accent()).toBe('');
    expect(radius()).toBe('');
    expect(root().hasAttribute('data-wm-radius')).toBe(false);
    // No style element was created on the way.
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  // Well formed, but longer than the 64 characters the UI channel carries.
  const tooLong = `hsla(${['120.123456', '50.123456%', '40.123456%', '0.912345'].join('  ,      ')})`;
  const badColours = [tooLong, 'red; background: url(https://evil.test/x)', 'url(https://evil.test/x)', 'var(--wm-fg)', 'expression(alert(1))', '#ggg', '#ff00f', 'rgb(1, 2)', 'rgb(1, 2, 3) !important', '"#fff"', 'inherit', ''];
  const badLengths = ['10vw', '-4px', '1e3px', 'calc(1px + 1px)', '4px; color: red', '10000px', 'px', '4'];

  it('ignores an accent that is not a hex, rgb() or hsl() colour, and a radius that is not a px/rem/em length', async () => {
    const { syncTheme } = await frameAndUi();
    for (const value of badColours) {
      await syncTheme({ themeMode: 'light', themeVariables: { accent: value, '--w3m-border-radius-master': badLengths[badColours.indexOf(value) % badLengths.length]! } });
      expect(accent(), value).toBe('');
      expect(radius()).toBe('');
      // The mode still applies.
      expect(root().classList.contains('wm-light')).toBe(true);
    }
    for (const value of badLengths) {
      await syncTheme({ themeVariables: { borderRadiusMaster: value, accent: 12 } });
      expect(radius(), value).toBe('');
      expect(accent()).toBe('');
    }
  });

  it('the UI checks values again, whatever the channel carries', () => {
    expect(tooLong.length).toBeGreaterThan(64);
    expect(cssColor(tooLong.replace(/\s+/g, ''))).toBe(tooLong.replace(/\s+/g, ''));
    applyTheme(root(), { themeMode: 'dark', accent: 'url(https://evil.test/x)', radius: '1vw' });
    expect(accent()).toBe('');
    expect(radius()).toBe('');
    expect(cssColor('#ABCDEF')).toBe('#ABCDEF');
    expect(cssColor('rgb(255 0 102 / 50%)')).toBe('rgb(255 0 102 / 50%)');
    expect(cssLength(6)).toBe('6px');
    expect(cssLength('0.5rem')).toBe('0.5rem');
  });
});
