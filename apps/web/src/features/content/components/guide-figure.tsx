/** The pictures' size as taken by scripts/guide-screenshots.ts: a 360 × 720 phone screen. */
const WIDTH = 360;
const HEIGHT = 720;

/**
 * A screenshot of the real app (apps/web/public/guide/{name}.webp) with its caption. Width and height keep the
 * page from jumping while it loads; lazy, since most of them are far below the first screen.
 */
export function GuideFigure({ name, alt, caption }: { name: string; alt: string; caption: string }) {
  return (
    <figure className="guide-figure">
      <img src={`/guide/${name}.webp`} width={WIDTH} height={HEIGHT} loading="lazy" decoding="async" alt={alt} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
