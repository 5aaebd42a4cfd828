import type { Db } from "../db/connect";
import { bankInfos, companyInfos, taxInfos, vendorPageImages, vendorPages } from "../db/schema";
import { insertDemoImage } from "./demo-image";
import { US_REGION_ID } from "./reference-data";

/** Cities of the reference data (ids in its order): New York 1, Boston 21. */
const NEW_YORK_CITY_ID = 1;
const BOSTON_CITY_ID = 21;
const EIN = 201;

const SAVED_AT = new Date("2024-01-20T15:00:00.000Z");

interface DemoCompany {
  tenantId: number;
  uploaderId: number;
  company: Omit<typeof companyInfos.$inferInsert, "tenantId">;
  tax: Omit<typeof taxInfos.$inferInsert, "tenantId">;
  bank: Omit<typeof bankInfos.$inferInsert, "tenantId">;
  page: Omit<typeof vendorPages.$inferInsert, "tenantId" | "backgroundImageFileId" | "logoFileId">;
  imageNames: { background: string; logo: string; carousel: string[] };
}

/**
 * The tenants whose setup is finished (docs/foundation-contract.md section 2) have every record of the guide, as
 * their flags say. The numbers are test numbers: a routing number that passes the ABA check, not a real account.
 */
const companies = (ids: { demoTours: number; otherTours: number; admin: number; other: number }): DemoCompany[] => [
  {
    tenantId: ids.demoTours,
    uploaderId: ids.admin,
    company: {
      businessType: 2,
      companyName: "Demo Tours",
      dotNumber: "3141592",
      address: "350 Fifth Avenue, Suite 4100",
      cityId: NEW_YORK_CITY_ID,
      regionId: US_REGION_ID,
      contactName: "Alice Admin",
      contactPhoneCode: "+1",
      contactPhone: "2125550100",
      contactEmail: "ops@demo-tours.example.com",
      secondaryDomain: "demo-tours.example.com",
      emailVerifiedAt: SAVED_AT,
    },
    tax: { taxTypeId: EIN, legalName: "Demo Tours LLC", tin: "271234567" },
    bank: {
      accountHolderName: "Demo Tours LLC",
      routingNumber: "021000021",
      accountNumber: "000123456789",
      accountType: "checking",
      stripeAccountId: "acct_demotours1001",
    },
    page: {
      aboutUs:
        "Demo Tours runs city walks, harbor cruises, food festivals and buses between New York and Boston. " +
        "Small groups, local guides, free cancellation on most trips.",
      slogan: "See New York like a local",
      supportPhoneCode: "+1",
      supportPurePhone: "2125550199",
      supportEmail: "support@demo-tours.example.com",
    },
    imageNames: {
      background: "demo-tours-background.png",
      logo: "demo-tours-logo.png",
      carousel: ["demo-tours-harbor.png", "demo-tours-skyline.png"],
    },
  },
  {
    tenantId: ids.otherTours,
    uploaderId: ids.other,
    company: {
      businessType: 3,
      companyName: "Other Tours",
      dotNumber: null,
      address: "75 State Street (US sales office)",
      cityId: BOSTON_CITY_ID,
      regionId: US_REGION_ID,
      contactName: "Oliver Other",
      contactPhoneCode: "+44",
      contactPhone: "2079460000",
      contactEmail: "ops@other-tours.example.com",
      secondaryDomain: "other-tours.example.com",
      emailVerifiedAt: null,
    },
    tax: { taxTypeId: EIN, legalName: "Other Tours Partnership", tin: "987654321" },
    bank: {
      accountHolderName: "Other Tours Partnership",
      routingNumber: "011000015",
      accountNumber: "4000123456",
      accountType: "checking",
      stripeAccountId: "acct_othertours1003",
    },
    page: {
      aboutUs: "River cruises on the Thames and skip-the-line visits of the Tower of London.",
      slogan: null,
      supportPhoneCode: null,
      supportPurePhone: null,
      supportEmail: "help@other-tours.example.com",
    },
    imageNames: { background: "other-tours-thames.png", logo: "other-tours-logo.png", carousel: [] },
  },
];

export async function seedDemoCompanies(
  db: Db,
  ids: { demoTours: number; otherTours: number; admin: number; other: number },
  encrypt: (plain: string) => string,
): Promise<void> {
  for (const demo of companies(ids)) {
    const { tenantId } = demo;
    const image = (name: string) =>
      insertDemoImage(db, { tenantId, name, uploadedBy: demo.uploaderId, createdAt: SAVED_AT });
    await db.insert(companyInfos).values({ tenantId, ...demo.company, updatedAt: SAVED_AT });
    await db.insert(taxInfos).values({ tenantId, ...demo.tax, tin: encrypt(demo.tax.tin), updatedAt: SAVED_AT });
    await db.insert(bankInfos).values({
      tenantId,
      ...demo.bank,
      routingNumber: encrypt(demo.bank.routingNumber),
      accountNumber: encrypt(demo.bank.accountNumber),
      updatedAt: SAVED_AT,
    });
    await db.insert(vendorPages).values({
      tenantId,
      ...demo.page,
      backgroundImageFileId: await image(demo.imageNames.background),
      logoFileId: await image(demo.imageNames.logo),
      updatedAt: SAVED_AT,
    });
    const carousel = [];
    for (const name of demo.imageNames.carousel) carousel.push(await image(name));
    if (carousel.length > 0)
      await db.insert(vendorPageImages).values(carousel.map((fileId, position) => ({ tenantId, position, fileId })));
  }
}
