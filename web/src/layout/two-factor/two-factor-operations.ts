import { graphql } from "@/gql";

export const StartTwoFactorEnrolmentMutation = graphql(`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment {
      secret
      qrCodeDataUrl
    }
  }
`);

export const ConfirmTwoFactorEnrolmentMutation = graphql(`
  mutation ConfirmTwoFactorEnrolment($code: String!) {
    confirmTwoFactorEnrolment(code: $code) {
      recoveryCodes
    }
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($code: String!) {
    disableTwoFactor(code: $code)
  }
`);

export const TwoFactorModal_status = graphql(`
  fragment TwoFactorModal_status on TwoFactorStatus {
    enabled
    required
    recoveryCodesLeft
  }
`);
