import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qrPath.js';

describe('qrPath', () => {
  it('draws each run of dark modules as one rectangle', () => {
    expect(qrPath([[true, true], [false, true]])).toBe('M0 0h2v1h-2zM1 1h1v1h-1z');
  });

  it('leaves the centred hole for a wallet icon empty', () => {
    const full = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => true));
    const d = qrPath(full, { size: 3 });
    // Rows 1–3 keep only their first and last module.
    expect(d).toBe('M0 0h5v1h-5zM0 1h1v1h-1zM4 1h1v1h-1zM0 2h1v1h-1zM4 2h1v1h-1zM0 3h1v1h-1zM4 3h1v1h-1zM0 4h5v1h-5z');
  });

  it('covers a real pairing URI: every dark module is inside one rectangle', () => {
    const { data } = encode('wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303', { ecc: 'M', border: 0 });
    const dark = data.flat().filter(Boolean).length;
    const drawn = [...qrPath(data).matchAll(/h(\d+)v/g)].reduce((sum, [, w]) => sum + Number(w), 0);
    expect(drawn).toBe(dark);
  });
});
