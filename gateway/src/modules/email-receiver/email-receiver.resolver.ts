import { Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { fail, receiverFailures } from "#rules";
import { RequiresPermission } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { badUserInput } from "../../errors";
import { assertValid, toUpstreamId } from "../shared/field-rules";
import { toUpstreamPage } from "../shared/page.input";
import { toPage } from "../shared/page.mapper";
import {
  DeleteEmailReceiverArgs,
  EmailReceiverArgs,
  EmailReceiversArgs,
  SaveEmailReceiverArgs,
} from "./email-receiver.args";
import { ReceiverTypeEnum } from "./email-receiver.enums";
import { toEmailReceiver, toUpstreamReceiver } from "./email-receiver.mapper";
import { EmailReceiver, EmailReceiverPage } from "./email-receiver.type";
import { TestEmailReceipt } from "../development-mail/development-mail.type";
import { sendTestEmail } from "../development-mail/development-mail.upstream";
import {
  addEmailReceiver,
  deleteEmailReceiver,
  editEmailReceiver,
  findEmailReceiver,
  listEmailReceivers,
} from "./email-receiver.upstream";

@Resolver()
export class EmailReceiverResolver {
  @Query(() => EmailReceiverPage, { description: "The receivers of the tenant's system e-mails, of one type or all." })
  @RequiresPermission({ page: "system_email" })
  async emailReceivers(
    @Args(() => EmailReceiversArgs) { type, page }: EmailReceiversArgs,
    @Ctx() context: GatewayContext,
  ): Promise<EmailReceiverPage> {
    const upstreamPage = toUpstreamPage(page);
    const receivers = await listEmailReceivers(context.rest, {
      ...upstreamPage,
      type: type ? ReceiverTypeEnum.toCode(type) : undefined,
    });
    return toPage(receivers, upstreamPage, toEmailReceiver);
  }

  @Query(() => EmailReceiver, { description: "One receiver." })
  @RequiresPermission({ page: "system_email" })
  async emailReceiver(
    @Args(() => EmailReceiverArgs) { id }: EmailReceiverArgs,
    @Ctx() context: GatewayContext,
  ): Promise<EmailReceiver> {
    return toEmailReceiver(await findEmailReceiver(context.rest, { id: toUpstreamId(id) }));
  }

  @Mutation(() => EmailReceiver, {
    description:
      "Adds a receiver, or edits the one named by `id` (with its `version`). 'Duplicate email address' on `email` " +
      "when the type has the address already.",
  })
  @RequiresPermission({ cmd: "/system/email/add" })
  async saveEmailReceiver(
    @Args(() => SaveEmailReceiverArgs) { id, version, input }: SaveEmailReceiverArgs,
    @Ctx() context: GatewayContext,
  ): Promise<EmailReceiver> {
    const body = toUpstreamReceiver(input);
    assertValid(receiverFailures(body));
    if (id == null) {
      return toEmailReceiver(await addEmailReceiver(context.rest, body));
    }
    if (version == null) throw badUserInput({ version: fail("required") });
    return toEmailReceiver(await editEmailReceiver(context.rest, { id: toUpstreamId(id), version, ...body }));
  }

  @Mutation(() => Boolean, { description: "Removes a receiver: it gets no more mails. Answers true." })
  @RequiresPermission({ cmd: "/system/email/delete" })
  async deleteEmailReceiver(
    @Args(() => DeleteEmailReceiverArgs) { id, version }: DeleteEmailReceiverArgs,
    @Ctx() context: GatewayContext,
  ): Promise<boolean> {
    await deleteEmailReceiver(context.rest, { id: toUpstreamId(id), version });
    return true;
  }

  @Mutation(() => TestEmailReceipt, {
    description:
      "Queues a test mail to the receiver through the outbox, as its system e-mails go. One per receiver a minute: " +
      "UPSTREAM_ERROR 20429 (`extensions.key` receiver.testMailTooSoon, `params.seconds`) otherwise.",
  })
  @RequiresPermission({ cmd: "/system/email/test" })
  async sendTestEmail(
    @Args(() => EmailReceiverArgs) { id }: EmailReceiverArgs,
    @Ctx() context: GatewayContext,
  ): Promise<TestEmailReceipt> {
    return sendTestEmail(context.rest, { id: toUpstreamId(id) });
  }
}
