import { Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/permission-directives";
import type { GatewayContext } from "../../context";
import { ServerInfo } from "./server-info.type";

@Resolver()
export class ServerInfoResolver {
  @Query(() => ServerInfo, { description: "Version and environment, shown in the console footer." })
  @Public()
  serverInfo(@Ctx() context: GatewayContext): ServerInfo {
    return { version: context.services.version, environment: context.services.config.nodeEnv };
  }
}
