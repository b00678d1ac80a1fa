// The photo's brightness as the reader samples it: one channel (green: the lines' colour
// removes most of it), bilinear between pixels.
import type { Point } from '@quit/domain/homography';

export type Gray = { data: Uint8Array; width: number; height: number };

/** Brightness at a point (pixel centres at +0.5), clamped to the image. */
export function sample(img: Gray, p: Point): number {
  const x = Math.min(Math.max(p.x - 0.5, 0), img.width - 1.001);
  const y = Math.min(Math.max(p.y - 0.5, 0), img.height - 1.001);
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * img.width + x0;
  const d = img.data;
  return (
    (d[i]! * (1 - fx) + d[i + 1]! * fx) * (1 - fy) +
    (d[i + img.width]! * (1 - fx) + d[i + img.width + 1]! * fx) * fy
  );
}
