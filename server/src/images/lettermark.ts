// Draws a simple lettermark tile (initials on a colour) as SVG: our own artwork for every icon.

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One or two initials: "Trust Wallet" -> "TW", "MetaMask" -> "MM", "1inch" -> "1I". */
export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const word = words[0] ?? '?';
  const capitals = word.slice(1).match(/\p{Lu}/u);
  return (word[0]! + (capitals?.[0] ?? word[1] ?? '')).toUpperCase();
}

/** A stable colour for names without a brand colour, from a hash of the text. */
export function colourFor(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${h % 360}, 55%, 45%)`;
}

function textColour(background: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!m) return '#ffffff';
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x!, 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 160 ? '#111111' : '#ffffff';
}

/**
 * @example
 * lettermarkSvg({ text: 'MetaMask', colour: '#f6851b' }) // '<svg …>MM</svg>'
 * lettermarkSvg({ text: 'Ethereum', letters: 'ETH', colour: '#627eea' }) // '<svg …>ETH</svg>'
 */
export function lettermarkSvg({
  text,
  letters: given,
  colour = colourFor(text),
}: {
  text: string;
  /** Drawn as given (up to 4 characters) instead of the initials of `text`. */
  letters?: string | undefined;
  colour?: string | undefined;
}): string {
  const raw = given ?? initials(text);
  const letters = escapeXml(raw);
  const size = [44, 44, 34, 28, 22][Math.min(raw.length, 4)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="${escapeXml(colour)}"/>` +
    `<text x="48" y="48" dy="0.35em" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" ` +
    `font-size="${size}" font-weight="700" text-anchor="middle" fill="${textColour(colour)}">${letters}</text></svg>`
  );
}
