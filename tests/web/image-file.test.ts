import { describe, expect, it } from "vitest";
import { imageType } from "#rules";
import { imageRefusal, MAX_IMAGE_BYTES } from "@/shared/upload/image-file";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const TEXT = new TextEncoder().encode("hello, w");

describe("image rules (docs/rules.md, images)", () => {
  it("reads the type from the content, not the name", () => {
    expect(imageType(PNG)).toBe("image/png");
    expect(imageType(JPEG)).toBe("image/jpeg");
    expect(imageType(TEXT)).toBeUndefined();
    expect(imageType(new Uint8Array())).toBeUndefined();
  });

  it("accepts one PNG or JPEG under 5 MB", () => {
    expect(imageRefusal(1, 1024, PNG)).toBeUndefined();
    expect(imageRefusal(1, MAX_IMAGE_BYTES - 1, JPEG)).toBeUndefined();
  });

  it("refuses several files, 5 MB or more, and anything else", () => {
    expect(imageRefusal(2, 1024, PNG)).toBe("count");
    expect(imageRefusal(0, 0, new Uint8Array())).toBe("count");
    expect(imageRefusal(1, MAX_IMAGE_BYTES, PNG)).toEqual({ rule: "file.tooLarge", params: { mb: 5 } });
    expect(imageRefusal(1, 1024, TEXT)).toEqual({ rule: "file.type" });
  });
});
