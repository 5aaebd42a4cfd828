import { describe, expect, it } from "vitest";
import type { HomePage_PageFragment } from "@/gql/graphql";
import {
  toFormErrors,
  toFormValues,
  toVendorPageInput,
  validateHomePage,
  type HomePageValues,
} from "@/routes/vendor-page/home-page/home-page-values";

const image = (id: string) => ({ id, url: `/files/${id}` });

const page = (changes: Partial<HomePageValues> = {}): HomePageValues => ({
  backgroundImage: image("1"),
  logo: image("2"),
  bgImages: [image("3"), image("4")],
  aboutUs: "Harbour cruises",
  slogan: "",
  supportPhoneCode: null,
  supportPurePhone: "",
  supportEmail: "help@example.com",
  ...changes,
});

describe("vendor page form values", () => {
  const saved = (phone: Partial<HomePage_PageFragment>) =>
    ({
      backgroundImage: null,
      logo: null,
      bgImages: [],
      aboutUs: "",
      slogan: null,
      supportPhoneCode: null,
      supportPurePhone: null,
      supportEmail: null,
      ...phone,
    }) as HomePage_PageFragment;

  it("offers the default area code as a value on a page without a phone, and sends no code without a number", () => {
    expect(toFormValues(saved({})).supportPhoneCode).toBe("+1");
    expect(toFormValues(saved({ supportPhoneCode: "+86", supportPurePhone: "5550100" })).supportPhoneCode).toBe("+86");
    // A number saved without a code keeps the field empty: the rule asks for one.
    expect(toFormValues(saved({ supportPurePhone: "5550100" })).supportPhoneCode).toBe("");
    expect(toVendorPageInput(page({ supportPhoneCode: "+1", supportPurePhone: "" })).supportPhoneCode).toBeNull();
    expect(toVendorPageInput(page({ supportPhoneCode: "+1", supportPurePhone: "5550100" }))).toMatchObject({
      supportPhoneCode: "+1",
      supportPurePhone: "5550100",
    });
  });

  it("sends the images as their file ids in the carousel's order, blank optional texts as null", () => {
    expect(toVendorPageInput(page({ bgImages: [image("4"), image("3")], aboutUs: "  Cruises  " }))).toEqual({
      backgroundImageFileId: "1",
      logoFileId: "2",
      bgImageFileIds: ["4", "3"],
      aboutUs: "Cruises",
      slogan: null,
      supportPhoneCode: null,
      supportPurePhone: null,
      supportEmail: "help@example.com",
    });
  });

  it("puts the API's field names on the form's fields: an image by its file id, a carousel entry by its index", () => {
    expect(
      toFormErrors({ backgroundImageFileId: "Required", "bgImageFileIds.1": "Not found", aboutUs: "Required" }),
    ).toEqual({ backgroundImage: "Required", "bgImages.1": "Not found", aboutUs: "Required" });
  });

  it("words the shared rules at the form's fields", () => {
    const errors = validateHomePage(
      page({ backgroundImage: null, logo: null, aboutUs: " ", supportEmail: "", supportPurePhone: "" }),
    );
    expect(errors).toEqual({
      backgroundImage: "Required",
      logo: "Required",
      aboutUs: "Required",
      supportEmail: "Enter a support phone or e-mail",
    });
    expect(validateHomePage(page({ supportPurePhone: "2125550199" })).supportPhoneCode).toBe("Area code is required");
    expect(validateHomePage(page())).toEqual({});
  });
});
