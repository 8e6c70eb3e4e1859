// Pixel comparison of two PNG screenshots (pixelmatch over pngjs): how many pixels differ beyond the
// colour threshold, and a diff image to look at when too many do.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export type PngComparison = {
  /** Share of pixels that differ, 0…1 (1 when the sizes differ). */
  ratio: number;
  differing: number;
  /** The diff image (differing pixels in red over a faded copy); absent when the sizes differ. */
  diff?: Buffer;
};

/**
 * @example
 * const { ratio } = comparePng(screenshot, readFileSync(reference));
 */
export function comparePng(actual: Buffer, expected: Buffer, { threshold = 0.1 } = {}): PngComparison {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  if (a.width !== b.width || a.height !== b.height) return { ratio: 1, differing: a.width * a.height };
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold });
  return { ratio: differing / (a.width * a.height), differing, diff: PNG.sync.write(diff) };
}

/** A copy of `png` with a solid square painted at (x, y): a known change for testing the comparison. */
export function paintSquare(png: Buffer, { x, y, size }: { x: number; y: number; size: number }): Buffer {
  const image = PNG.sync.read(png);
  for (let row = y; row < y + size; row++) {
    for (let column = x; column < x + size; column++) {
      image.data.set([255, 0, 128, 255], (row * image.width + column) * 4);
    }
  }
  return PNG.sync.write(image);
}
