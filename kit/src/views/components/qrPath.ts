// Turns a QR matrix into one SVG path (a run of dark modules per `h` segment), leaving a square
// hole in the middle for a wallet icon. uqr computes the matrix; we draw it ourselves.

export interface QrHole {
  /** Side of the centred square, in modules. */
  size: number;
}

/**
 * @example
 * qrPath([[true, true], [false, true]]); // 'M0 0h2v1h-2zM1 1h1v1h-1z'
 */
export function qrPath(matrix: readonly (readonly boolean[])[], hole?: QrHole): string {
  const n = matrix.length;
  const start = hole ? Math.floor((n - hole.size) / 2) : -1;
  const end = hole ? start + hole.size : -1;
  const inHole = (x: number, y: number) => x >= start && x < end && y >= start && y < end;
  let d = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x] || inHole(x, y)) {
        x += 1;
        continue;
      }
      const from = x;
      while (x < row.length && row[x] && !inHole(x, y)) x += 1;
      d += `M${from} ${y}h${x - from}v1h-${x - from}z`;
    }
  });
  return d;
}
