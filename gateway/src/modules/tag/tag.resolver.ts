import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { CreateTagArgs, DeleteTagArgs, TagsArgs, UpdateTagArgs } from "./tag.args";
import { toTag, toUpstreamTagInput } from "./tag.mapper";
import { Tag, TagPage } from "./tag.type";
import { addTag, deleteTag, editTag, listTags } from "./tag.upstream";

@Resolver()
export class TagResolver {
  @Query(() => TagPage, { description: "The tenant's tags (at most 20), oldest first; `filter.name` matches part." })
  @RequiresPermission({ page: "tags_list" })
  async tags(@Args(() => TagsArgs) { page, filter }: TagsArgs, @Ctx() context: GatewayContext): Promise<TagPage> {
    const upstreamPage = toUpstreamPage(page);
    const tags = await listTags(context.rest, { ...upstreamPage, name: filter?.name?.trim() || undefined });
    return toPage(tags, upstreamPage, toTag);
  }

  @Mutation(() => Tag, { description: "Creates a tag (at most 20 per tenant: `tags` 'At most 20 tags')." })
  @RequiresPermission({ cmd: "/tag/add" })
  async createTag(@Args(() => CreateTagArgs) { input }: CreateTagArgs, @Ctx() context: GatewayContext): Promise<Tag> {
    return toTag(await addTag(context.rest, toUpstreamTagInput(input)));
  }

  @Mutation(() => Tag, { description: "Renames a tag or changes its thumbnail." })
  @RequiresPermission({ cmd: "/tag/edit" })
  async updateTag(
    @Args(() => UpdateTagArgs) { id, version, input }: UpdateTagArgs,
    @Ctx() context: GatewayContext,
  ): Promise<Tag> {
    const body = { id: toUpstreamId(id), version, ...toUpstreamTagInput(input) };
    return toTag(await editTag(context.rest, body));
  }

  @Mutation(() => Boolean, { description: "Deletes a tag; it leaves every trip carrying it. Answers true." })
  @RequiresPermission({ cmd: "/tag/delete" })
  async deleteTag(
    @Args(() => DeleteTagArgs) { id, version }: DeleteTagArgs,
    @Ctx() context: GatewayContext,
  ): Promise<boolean> {
    await deleteTag(context.rest, { id: toUpstreamId(id), version: version ?? undefined });
    return true;
  }
}
