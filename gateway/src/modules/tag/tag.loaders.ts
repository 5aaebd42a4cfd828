/**
 * Per-request tag loaders. A tenant has at most 20 tags, so one `/tag/list` page holds them all: however many trips
 * a request shows, their tags cost one upstream call.
 */
import DataLoader from "dataloader";
import { onceLoader, type LoaderScope } from "../../loaders";
import { PAGE_SIZE_MAX } from "../shared/page.input";
import { toTag } from "./tag.mapper";
import type { Tag } from "./tag.type";
import { listTags } from "./tag.upstream";

export function tagLoaders({ rest }: LoaderScope) {
  const allTags = onceLoader(async () => {
    const tags = (await listTags(rest, { pageNum: 1, pageSize: PAGE_SIZE_MAX })).list.map(toTag);
    return new Map(tags.map((tag) => [tag.id, tag]));
  });
  return {
    /** A tag by id, or null when it no longer exists. */
    tagById: new DataLoader<string, Tag | null>(async (ids) => {
      const tags = await allTags.load("session");
      return ids.map((id) => tags.get(id) ?? null);
    }),
  };
}

/** The tags of a trip, in the trip's order, skipping any deleted meanwhile. */
export async function loadTags(loaders: ReturnType<typeof tagLoaders>, tagIds: string[]): Promise<Tag[]> {
  const tags = await loaders.tagById.loadMany(tagIds);
  const failure = tags.find((tag) => tag instanceof Error);
  if (failure) throw failure;
  return tags.filter((tag): tag is Tag => tag !== null);
}
