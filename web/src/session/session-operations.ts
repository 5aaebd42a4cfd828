import { graphql } from "@/gql";

export const LoginUserMutation = graphql(`
  mutation LoginUser($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      ...Session_session
    }
  }
`);

export const LoginUserWithAuthCodeMutation = graphql(`
  mutation LoginUserWithAuthCode($authCode: String!, $userName: String!) {
    loginWithAuthCode(authCode: $authCode, userName: $userName) {
      ...Session_session
    }
  }
`);

export const Session_session = graphql(`
  fragment Session_session on Session {
    token
    expiresAt
    user {
      id
      username
      tenantId
      initialized
    }
  }
`);

export const LogoutUserMutation = graphql(`
  mutation LogoutUser {
    logout
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($password: String!, $newPassword: String!) {
    changePassword(password: $password, newPassword: $newPassword)
  }
`);

export const CompleteTwoFactorLoginMutation = graphql(`
  mutation CompleteTwoFactorLogin($username: String!, $challenge: String!, $code: String!) {
    completeTwoFactorLogin(username: $username, challenge: $challenge, code: $code) {
      ...Session_session
    }
  }
`);
