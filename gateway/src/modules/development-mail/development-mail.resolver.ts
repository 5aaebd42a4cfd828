import { Args, ArgsType, Ctx, Field, ID, Query, Resolver } from "type-graphql";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { ErrorCode, gatewayError } from "../../errors";
import { messageOf } from "#rules";
import { toUpstreamId } from "../shared/field-rules";
import { PageInput, toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import { qrCodeDataUrl } from "../shared/qr-code";
import { DevelopmentMailMessage, DevelopmentMailPage } from "./development-mail.type";
import { findDevelopmentMail, listDevelopmentMails } from "./development-mail.upstream";

@ArgsType()
class DevelopmentMailsArgs {
  @Field(() => PageInput, { nullable: true, description: "Defaults to page 1 of 20." })
  page?: PageInput | null;
}

@ArgsType()
class DevelopmentMailArgs {
  @Field(() => ID, { description: "The message's id." })
  id!: string;
}

/** A production gateway serves no development mail, whatever the vendor API behind it says (docs/system-contract.md). */
function refuseInProduction(context: GatewayContext) {
  if (context.services.config.isProduction) {
    throw gatewayError(ErrorCode.FORBIDDEN, messageOf({ rule: "mail.developmentOnly" }), {
      key: "mail.developmentOnly",
    });
  }
}

@Resolver()
export class DevelopmentMailResolver {
  @Query(() => DevelopmentMailPage, {
    description:
      "Development only: the tenant's messages shown instead of sent (the last 100 the vendor API keeps), newest " +
      "first. FORBIDDEN on a production gateway; UPSTREAM_ERROR 20410 when the vendor API sends mail or runs in " +
      "production.",
  })
  @RequiresPermission({ page: "dev_mail" })
  async developmentMails(
    @Args(() => DevelopmentMailsArgs) { page }: DevelopmentMailsArgs,
    @Ctx() context: GatewayContext,
  ): Promise<DevelopmentMailPage> {
    refuseInProduction(context);
    const upstreamPage = toUpstreamPage(page);
    return toPage(await listDevelopmentMails(context.rest, upstreamPage), upstreamPage, (mail) => mail);
  }

  @Query(() => DevelopmentMailMessage, { description: "Development only: one message, body included." })
  @RequiresPermission({ page: "dev_mail" })
  async developmentMail(
    @Args(() => DevelopmentMailArgs) { id }: DevelopmentMailArgs,
    @Ctx() context: GatewayContext,
  ): Promise<DevelopmentMailMessage> {
    refuseInProduction(context);
    const mail = await findDevelopmentMail(context.rest, { id: toUpstreamId(id) });
    const qrCodes = await Promise.all(
      mail.qrCodes.map(async (text) => ({ text, imageDataUrl: await qrCodeDataUrl(text) })),
    );
    return { ...mail, qrCodes };
  }
}
