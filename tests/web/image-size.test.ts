import { describe, expect, it } from "vitest";
import { sizeAdvice } from "@/shared/upload/image-size";

const BACKGROUND = { width: 1920, height: 768 };

describe("picture size advice", () => {
  it("says nothing for the recommended size or a larger one of the same shape", () => {
    expect(sizeAdvice({ width: 1920, height: 768 }, BACKGROUND)).toBeUndefined();
    expect(sizeAdvice({ width: 3840, height: 1536 }, BACKGROUND)).toBeUndefined();
    // A pixel of rounding is the same shape.
    expect(sizeAdvice({ width: 2000, height: 801 }, BACKGROUND)).toBeUndefined();
  });

  it("warns of a smaller picture first, even when its shape is right", () => {
    expect(sizeAdvice({ width: 640, height: 256 }, BACKGROUND)).toBe("smaller");
    expect(sizeAdvice({ width: 1920, height: 767 }, BACKGROUND)).toBe("smaller");
    expect(sizeAdvice({ width: 800, height: 800 }, BACKGROUND)).toBe("smaller");
  });

  it("warns of a large enough picture of another shape", () => {
    expect(sizeAdvice({ width: 1920, height: 1080 }, BACKGROUND)).toBe("ratio");
    expect(sizeAdvice({ width: 4000, height: 1000 }, BACKGROUND)).toBe("ratio");
  });
});
