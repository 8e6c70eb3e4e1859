// The UI frame's side of "sessions survive privacy settings": when the wallet frame says the browser refused it
// storage, the person's next click in this frame (whatever it presses: Continue, Approve…) also asks the browser
// for storage access (the Storage Access API needs a user activation in the frame that asks: the hidden wallet
// frame never has one). A grant applies to the secure origin under this top-level site, so the wallet frame can
// then take it without a click; this frame only tells it to try (frame/storageAccess.ts).
import type { StorageAccessDocument } from '../lib/storage.js';

/**
 * Asks once, on the next click in `doc`; `onGranted` runs when the browser granted access.
 * @example
 * askStorageOnNextClick(document, () => send({ type: 'storage-granted', uiId }));
 */
export function askStorageOnNextClick(doc: Document & StorageAccessDocument, onGranted: () => void): void {
  if (typeof doc.requestStorageAccess !== 'function') return;
  const request = doc.requestStorageAccess.bind(doc);
  // Capture: the click's own handler may replace the screen; the activation is still this click's.
  doc.addEventListener(
    'click',
    () => {
      request({ indexedDB: true }).then(onGranted, () => undefined);
    },
    { capture: true, once: true },
  );
}
