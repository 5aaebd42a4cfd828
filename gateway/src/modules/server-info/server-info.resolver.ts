import { Ctx, Query, Resolver } from "type-graphql";
import { Authenticated, Public } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { MailDelivery, MailStatus } from "./mail-status.type";
import { ServerInfo } from "./server-info.type";
import { findMailStatus } from "./server-info.upstream";

const DELIVERY = {
  smtp: MailDelivery.SMTP,
  development: MailDelivery.DEVELOPMENT,
  queued: MailDelivery.NOT_CONFIGURED,
};

@Resolver()
export class ServerInfoResolver {
  @Query(() => ServerInfo, { description: "Version and environment, shown in the console footer." })
  @Public()
  serverInfo(@Ctx() context: GatewayContext): ServerInfo {
    return { version: context.services.version, environment: context.services.config.nodeEnv };
  }

  @Query(() => MailStatus, {
    description:
      "Whether e-mail is sent: every screen that sends mail warns when it is NOT_CONFIGURED, and the development " +
      "mail screen exists only when `mailboxAvailable`.",
  })
  @Authenticated()
  async mailStatus(@Ctx() context: GatewayContext): Promise<MailStatus> {
    const delivery = DELIVERY[(await findMailStatus(context.rest)).delivery];
    return {
      delivery,
      mailboxAvailable: delivery === MailDelivery.DEVELOPMENT && !context.services.config.isProduction,
    };
  }
}
