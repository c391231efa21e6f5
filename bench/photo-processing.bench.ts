// Photo processing (issue 17): median wall time of turning a 12-megapixel camera JPEG into the stored display size
// and thumbnail (decode, orientation, resize, WebP encode of both). Target: under 1 s on the 2-core machine.
import sharp from "sharp";
import { processPhoto } from "../apps/server/src/lib/files.ts";
import { PHOTO_DISPLAY_MAX, PHOTO_THUMB_MAX } from "../packages/domain/src/file-contracts.ts";

const RUNS = 7;

/** A 4000×3000 JPEG with noise (compresses like a photo, unlike a flat colour) and an EXIF orientation. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#406080",
      noise: { type: "gaussian", mean: 110, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export default async function run(): Promise<Record<string, unknown>> {
  const input = await cameraJpeg();
  await processPhoto(input, PHOTO_DISPLAY_MAX, PHOTO_THUMB_MAX); // warm-up
  const times: number[] = [];
  let out = await processPhoto(input, PHOTO_DISPLAY_MAX, PHOTO_THUMB_MAX);
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    out = await processPhoto(input, PHOTO_DISPLAY_MAX, PHOTO_THUMB_MAX);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  return {
    inputMegapixels: 12,
    inputBytes: input.length,
    runs: RUNS,
    medianMs: Math.round(median),
    minMs: Math.round(times[0] ?? 0),
    maxMs: Math.round(times[times.length - 1] ?? 0),
    targetMs: 1000,
    display: { width: out.display.width, height: out.display.height, bytes: out.display.data.length },
    thumb: { width: out.thumb.width, height: out.thumb.height, bytes: out.thumb.data.length },
  };
}
