/** Upstream bank info and payout account (docs/company-contract.md section 2) to GraphQL, and the save body. */
import { z } from "zod";
import { BankAccountType, BankAccountTypeEnum } from "./company.enums";
import type { BankInfoInput } from "./bank-info.input";
import type { BankInfo } from "./bank-info.type";
import { toMaskedNumber } from "../shared/masked-number.type";
import { trimmedOrNull, upstreamText as text } from "../shared/wire-fields";

/** `BankInfo` of `/company/bank/find` and `/company/bank/save`; whole numbers, were any sent, are not even read. */
export const upstreamBankInfoSchema = z.object({
  accountHolderName: text,
  accountType: z.string().nullish(),
  routingNumberLastFour: text,
  accountNumberLastFour: text,
  accountNumberSet: z.boolean().nullish(),
  stripeAccountId: text,
  version: z.number().int(),
  updateTime: text,
});

export function toBankInfo(bank: z.infer<typeof upstreamBankInfoSchema>): BankInfo {
  return {
    accountHolderName: bank.accountHolderName,
    accountType: bank.accountType ? BankAccountTypeEnum.fromCode(bank.accountType) : BankAccountType.CHECKING,
    // Both numbers are stored together (contract section 2), so the account number's flag speaks for the routing one.
    routingNumber: toMaskedNumber(bank.accountNumberSet, bank.routingNumberLastFour),
    accountNumber: toMaskedNumber(bank.accountNumberSet, bank.accountNumberLastFour),
    stripeAccountId: bank.stripeAccountId,
    version: bank.version,
    updateTime: bank.updateTime,
  };
}

/** `/api/stripe/account/custom/find`: already the shape of `PayoutAccount`. */
export const upstreamPayoutAccountSchema = z.object({
  id: z.string(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
});

/**
 * The `/company/bank/save` body: empty numbers are left out (keeping the stored ones), and the confirmation, which
 * only the gateway checks, never goes on.
 */
export function toUpstreamBankInfo(input: BankInfoInput, version: number) {
  return {
    accountHolderName: input.accountHolderName.trim(),
    routingNumber: trimmedOrNull(input.routingNumber) ?? undefined,
    accountNumber: trimmedOrNull(input.accountNumber) ?? undefined,
    accountType: BankAccountTypeEnum.toCode(input.accountType),
    version,
  };
}
