// A small W3C WebDriver client over fetch: the commands the WebKit test needs (navigate, find, click, type,
// frames, windows, scripts). Each call throws the driver's own error text when it fails.

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export type ElementRef = { [ELEMENT]: string };

type Reply<T> = { value: T & { error?: string; message?: string } };

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** Opens a session with `capabilities` (alwaysMatch). */
  static async start(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await send<{ sessionId: string }>(`${base}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(base, value.sessionId);
  }

  private call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(`${this.base}/session/${this.id}${path}`, method, body);
  }

  navigate = (url: string) => this.call<null>('POST', '/url', { url });
  end = () => this.call<null>('DELETE', '');
  windowHandles = () => this.call<string[]>('GET', '/window/handles');
  windowHandle = () => this.call<string>('GET', '/window');
  /** A new tab; resolves its handle (the current window stays current). */
  newWindow = async () => (await this.call<{ handle: string }>('POST', '/window/new', { type: 'tab' })).handle;
  closeWindow = () => this.call<string[]>('DELETE', '/window');
  switchToWindow = (handle: string) => this.call<null>('POST', '/window', { handle });
  /** `null` is the top-level page; an element is an iframe of the current one. */
  switchToFrame = (frame: ElementRef | null) => this.call<null>('POST', '/frame', { id: frame });
  find = (css: string) => this.call<ElementRef>('POST', '/element', { using: 'css selector', value: css });
  findAll = (css: string) => this.call<ElementRef[]>('POST', '/elements', { using: 'css selector', value: css });
  click = (element: ElementRef) => this.call<null>('POST', `/element/${element[ELEMENT]}/click`, {});
  type = (element: ElementRef, text: string) => this.call<null>('POST', `/element/${element[ELEMENT]}/value`, { text });
  /** Runs `script` (a function body; `arguments` are `args`) in the current frame and returns its value. */
  execute = <T>(script: string, ...args: unknown[]) => this.call<T>('POST', '/execute/sync', { script, args });
}

async function send<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const reply = (await response.json()) as Reply<T>;
  if (!response.ok || reply.value?.error) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${reply.value?.error ?? response.status} ${reply.value?.message ?? ''}`);
  return reply.value;
}
