/**
 * Advice, never a refusal, on a picture's size against the one its place is designed for (e.g. the vendor page's
 * background, 1920×768): a smaller picture looks blurred when stretched, one of another shape gets cropped.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** How far the width-to-height ratio may differ before the picture is called another shape (2 %: rounding, not design). */
const RATIO_TOLERANCE = 0.02;

export type SizeAdvice = "smaller" | "ratio";

/** What is wrong with `actual` for `recommended`, smaller first (it matters more); undefined when it fits. */
export function sizeAdvice(actual: ImageSize, recommended: ImageSize): SizeAdvice | undefined {
  if (actual.width < recommended.width || actual.height < recommended.height) return "smaller";
  const ratio = actual.width / actual.height / (recommended.width / recommended.height);
  return Math.abs(ratio - 1) > RATIO_TOLERANCE ? "ratio" : undefined;
}

/** The picture's natural size, as the browser decodes it; undefined when it cannot. */
export async function readImageSize(file: Blob): Promise<ImageSize | undefined> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return undefined;
  } finally {
    URL.revokeObjectURL(url);
  }
}
