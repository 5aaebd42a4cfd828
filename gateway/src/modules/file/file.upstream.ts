import { FILE_MAX_BYTES } from "#rules";
import type { RestClient } from "../../rest/client";
import { upstream } from "../../rest/upstream-call";
import { upstreamFileSchema } from "./file.mapper";

/** What a file may be: the types and the size an upload may have (docs/rules.md), whatever the vendor API sends. */
const FILE_LIMITS = { types: new Set(["image/png", "image/jpeg"]), maxBytes: FILE_MAX_BYTES };

export const uploadFile = upstream<{ name: string; data: string }>().post("/file/upload", upstreamFileSchema);

/** The bytes of an uploaded image, streamed: the one call whose success answer is not an envelope. */
export const downloadFile = (rest: RestClient, id: string) => rest.download("/file/get", { id }, FILE_LIMITS);
