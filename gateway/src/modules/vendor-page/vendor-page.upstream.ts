import { upstream } from "../../rest/upstream-call";
import { upstreamVendorPageSchema, type toUpstreamVendorPage } from "./vendor-page.mapper";

export const findVendorPage = upstream().get("/vendor/page/find", upstreamVendorPageSchema);
export const saveVendorPage = upstream<ReturnType<typeof toUpstreamVendorPage>>().post(
  "/vendor/page/save",
  upstreamVendorPageSchema,
);
