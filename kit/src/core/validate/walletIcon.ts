// A wallet's own icon, as it announces itself (EIP-6963 info.icon, a Wallet Standard wallet's icon): both
// standards say a data: URL of an image, so only that is kept. Anything else (data:text/html, javascript:,
// a remote URL that would tell a server who looked) is dropped and the view draws the wallet's monogram.

/** data:image/<type>[;param=value...][;base64], — an <img> renders an image type as an image, never as a page. */
const IMAGE_DATA_URL = /^data:image\/[\w.+-]+(;[\w-]+=[\w.+-]+)*(;base64)?,/i;
/** Bigger than any real icon, small enough that a hostile page cannot make us hold megabytes per render. */
const MAX_LENGTH = 512 * 1024;

/**
 * The icon if it is an image data: URL, else undefined.
 * @example
 * announcedIcon('data:image/svg+xml;base64,PHN2Zy8+'); // 'data:image/svg+xml;base64,PHN2Zy8+'
 * announcedIcon('data:text/html,<script>alert(1)</script>'); // undefined
 * announcedIcon('javascript:alert(1)'); // undefined
 */
export function announcedIcon(icon: unknown): string | undefined {
  return typeof icon === 'string' && icon.length <= MAX_LENGTH && IMAGE_DATA_URL.test(icon) ? icon : undefined;
}
