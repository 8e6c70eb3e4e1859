// A DOM for tests that run in Node beside our real server (a jsdom test environment's globals break the
// server's crypto libraries), where the UI's screens are rendered from what the frame prepared.
// @ts-expect-error -- jsdom ships no type declarations (and @types/jsdom is not a dependency).
import { JSDOM } from 'jsdom';

export const testDocument = (): Document => (new JSDOM('<!doctype html><body></body>') as { window: { document: Document } }).window.document;
