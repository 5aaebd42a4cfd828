/**
 * The vendor home page through the gateway against the real vendor API (docs/company-contract.md): images as
 * `PageImage` served by the gateway's own file route, refusals at their field before any call, files of another
 * tenant, stale versions, and the setup guide following the first save.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HomePageDocument, SaveVendorPageDocument } from "../../web/src/gql/graphql";
import { consoleDocument } from "./support/console-documents";
import { fieldMessages, loginAs } from "./support/graphql-client";
import { PNG_BASE64, startCatalogueStack, validTripInput, type CatalogueStack } from "./support/catalogue";
import { companyInput } from "./support/company";

let stack: CatalogueStack;
let freshVendor: string;
let otherVendor: string;

beforeAll(async () => {
  stack = await startCatalogueStack();
  [freshVendor, otherVendor] = await Promise.all([
    loginAs(stack.url, "newvendor", "vendor123"),
    loginAs(stack.url, "other", "other123"),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

// The home page form's own documents (web/src/routes/vendor-page/home-page/home-page-operations.ts).
const HOME_PAGE = consoleDocument(HomePageDocument);
const SAVE_VENDOR_PAGE = consoleDocument(SaveVendorPageDocument);
/** The ids of the page's images as saved, which the form reads through its images instead. */
const PAGE_FILE_IDS = "{ vendorPage { backgroundImageFileId logoFileId bgImageFileIds } }";
const UPLOAD = "mutation Upload($name: String!, $data: String!) { uploadFile(name: $name, dataBase64: $data) { id } }";

async function upload(token: string, name: string): Promise<string> {
  const result = await stack.run(UPLOAD, { name, data: PNG_BASE64 }, token);
  if (!result.data) throw new Error(`upload: ${JSON.stringify(result.errors)}`);
  return result.data.uploadFile.id;
}

describe("vendor page", () => {
  it("refuses every broken field at once, at its name, before calling the vendor API", async () => {
    stack.proxy.reset();
    const empty = await stack.run(SAVE_VENDOR_PAGE, { version: 0, input: { aboutUs: " " } }, freshVendor);
    expect(empty.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldMessages(empty.errors?.[0])).toEqual({
      backgroundImageFileId: "Required",
      logoFileId: "Required",
      aboutUs: "Required",
      supportEmail: "Enter a support phone or e-mail",
    });
    const broken = await stack.run(
      SAVE_VENDOR_PAGE,
      {
        version: 0,
        input: {
          backgroundImageFileId: "1",
          logoFileId: "abc",
          bgImageFileIds: Array.from({ length: 11 }, (_, index) => String(index + 1)),
          aboutUs: "a".repeat(2001),
          slogan: "s".repeat(201),
          supportPurePhone: "5551234567",
          supportEmail: "support@",
        },
      },
      freshVendor,
    );
    expect(fieldMessages(broken.errors?.[0])).toEqual({
      logoFileId: "Invalid id",
      bgImageFileIds: "No more than 10 entries",
      aboutUs: "No more than 2000 characters",
      slogan: "No more than 200 characters",
      supportPhoneCode: "Area code is required",
      supportEmail: "Invalid email",
    });
    expect(stack.proxy.count("/vendor/page/save")).toBe(0);
  });

  it("answers the defaults, then the saved page with its images at the gateway's file route", async () => {
    const before = await stack.run(HOME_PAGE, {}, freshVendor);
    const beforeIds = await stack.run(PAGE_FILE_IDS, {}, freshVendor);
    const setup = await stack.run("{ me { initState { vendorPage } } }", {}, freshVendor);
    expect(before.errors ?? beforeIds.errors ?? setup.errors).toBeUndefined();
    expect(setup.data!.me.initState.vendorPage).toBe(false);
    expect({ ...before.data!.vendorPage, ...beforeIds.data!.vendorPage }).toMatchObject({
      backgroundImage: null,
      logo: null,
      bgImages: [],
      bgImageFileIds: [],
      aboutUs: null,
      homePageUrl: null,
      version: 0,
    });

    const [background, logo, first, second] = [
      await upload(freshVendor, "background.png"),
      await upload(freshVendor, "logo.png"),
      await upload(freshVendor, "first.png"),
      await upload(freshVendor, "second.png"),
    ];
    const input = {
      backgroundImageFileId: background,
      logoFileId: logo,
      bgImageFileIds: [second, first],
      aboutUs: "River tours since 1999.",
      slogan: "Come aboard",
      supportPhoneCode: "+1",
      supportPurePhone: "5551234567",
      supportEmail: null,
    };
    const saved = await stack.run(SAVE_VENDOR_PAGE, { version: 0, input }, freshVendor);
    expect(saved.errors).toBeUndefined();
    const page = saved.data!.saveVendorPage;
    const savedIds = await stack.run(PAGE_FILE_IDS, {}, freshVendor);
    expect({ ...page, ...savedIds.data!.vendorPage }).toMatchObject({
      backgroundImageFileId: background,
      logoFileId: logo,
      bgImageFileIds: [second, first],
      backgroundImage: {
        fileId: background,
        url: `/files/${background}`,
        name: "background.png",
        uploaderName: "newvendor",
      },
      logo: { fileId: logo, url: `/files/${logo}` },
      bgImages: [
        { fileId: second, url: `/files/${second}` },
        { fileId: first, url: `/files/${first}` },
      ],
      aboutUs: input.aboutUs,
      supportPurePhone: "5551234567",
      supportEmail: null,
      version: 1,
    });
    expect(Date.parse(page.backgroundImage.uploadTime)).not.toBeNaN();

    const image = await fetch(`${stack.url}${page.logo.url}`, { headers: { authorization: `Bearer ${freshVendor}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const after = await stack.run("{ me { initState { vendorPage } } }", {}, freshVendor);
    expect(after.data!.me.initState.vendorPage).toBe(true);

    const stale = await stack.run(SAVE_VENDOR_PAGE, { version: 0, input }, freshVendor);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: "STALE_DATA", upstreamCode: 10008 });
  });

  it("names the public page after the tenant's domain", async () => {
    const { data } = await stack.run("{ vendorPage { homePageUrl } }");
    expect(data!.vendorPage.homePageUrl).toBe("https://demo-tours.example.com/");
  });

  it("refuses another tenant's images and keeps each tenant's page its own", async () => {
    const foreign = await upload(freshVendor, "foreign.png");
    const own = await upload(otherVendor, "own.png");
    const { data: read } = await stack.run("{ vendorPage { aboutUs version } }", {}, otherVendor);
    const version = read!.vendorPage.version;
    const result = await stack.run(
      SAVE_VENDOR_PAGE,
      {
        version,
        input: {
          backgroundImageFileId: own,
          logoFileId: foreign,
          aboutUs: "Other tours",
          supportEmail: "help@other.example",
        },
      },
      otherVendor,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 20404 });

    const theirs = await stack.run("{ vendorPage { aboutUs version } }", {}, otherVendor);
    expect(theirs.data!.vendorPage).toEqual(read!.vendorPage);
    const mine = await stack.run("{ vendorPage { aboutUs } }", {}, freshVendor);
    expect(mine.data!.vendorPage.aboutUs).toBe("River tours since 1999.");
  });

  it("ends the setup guide at once when company info, vendor page and activity are all done", async () => {
    const { data: city } = await stack.run('{ cities(keyword: "Denver") { id } }', {}, freshVendor);
    const before = await stack.run(
      "{ me { user { initialized } initState { companyInfo vendorPage activity initialized } } }",
      {},
      freshVendor,
    );
    expect(before.data!.me).toEqual({
      user: { initialized: false },
      initState: { companyInfo: false, vendorPage: true, activity: false, initialized: false },
    });

    const company = await stack.run(
      "mutation ($input: CompanyInfoInput!) { saveCompanyInfo(version: 0, input: $input) { version } }",
      { input: companyInput(city!.cities[0].id) },
      freshVendor,
    );
    expect(company.errors).toBeUndefined();
    const trip = await stack.run(
      "mutation ($input: TripInput!) { createTrip(input: $input) { id version } }",
      { input: validTripInput() },
      freshVendor,
    );
    const published = await stack.run(
      "mutation ($id: ID!, $version: Int!) { publishTrip(id: $id, version: $version) { state } }",
      trip.data!.createTrip,
      freshVendor,
    );
    expect(published.errors).toBeUndefined();

    const after = await stack.run(
      "{ me { user { initialized } initState { activity initialized } } }",
      {},
      freshVendor,
    );
    expect(after.data!.me).toEqual({ user: { initialized: true }, initState: { activity: true, initialized: true } });
  });
});
