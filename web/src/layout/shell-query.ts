import { graphql } from "@/gql";

/** Everything the shell needs, loaded once after login (the login flow primes the cache with it). */
export const ShellQuery = graphql(`
  query Shell {
    me {
      user {
        id
        initialized
        mustChangePassword
        ...UserMenu_user
      }
      twoFactor {
        enabled
        required
        ...TwoFactorModal_status
      }
      permissions {
        type
        url
      }
      tenant {
        tid
        ...WebsiteButton_tenant
        ...AppFooter_tenant
      }
      initState {
        ...GuideButton_initState
      }
    }
    serverInfo {
      ...AppFooter_serverInfo
    }
    mailStatus {
      delivery
      mailboxAvailable
    }
  }
`);
