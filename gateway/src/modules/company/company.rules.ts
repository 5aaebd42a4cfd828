/**
 * The tax and bank rules that depend on what is stored, checked before the vendor API is called with the shared rule
 * set's (`#rules`, rules/company.ts) on the GraphQL input, so every failure the console can show lands at its field
 * at once. The vendor API checks them again plus what needs its database (dictionary items, uniqueness across
 * tenants, the tenant's images). Company info and the vendor page need nothing stored: their resolvers call the
 * shared rules directly.
 */
import { bankInfoFailures, isBlank, taxInfoFailures, type FieldFailures } from "#rules";
import type { GatewayContext } from "../../context";
import { loadDictionary } from "../dictionary/dictionary.resolver";
import type { BankInfoInput } from "./bank-info.input";
import { BankAccountTypeEnum } from "./company.enums";
import type { TaxInfoInput } from "./tax-info.input";

/**
 * The TIN's format follows its tax type (the cached `taxTypes` dictionary). Whether it may be left out depends on
 * what is stored (one for the same type), read only when it is left out.
 */
export async function validateTaxInfoInput(context: GatewayContext, input: TaxInfoInput): Promise<FieldFailures> {
  const taxTypeId = input.taxTypeId?.trim();
  const [taxTypes, stored] = await Promise.all([
    loadDictionary(context, "taxTypes"),
    isBlank(input.tin) ? context.loaders.taxInfo.load("session") : null,
  ]);
  return taxInfoFailures(
    { ...input, taxTypeId },
    {
      taxTypeCode: taxTypes.find((type) => type.id === taxTypeId)?.code ?? null,
      tinStoredForTaxTypeId: stored?.tin.isSet ? stored.taxTypeId : null,
    },
  );
}

/**
 * Whether the numbers may be left out depends on whether some are stored, read only when both are left out. The
 * confirmation is checked here and in the console only: it never goes to the vendor API.
 */
export async function validateBankInfoInput(context: GatewayContext, input: BankInfoInput): Promise<FieldFailures> {
  const numbersLeftOut = isBlank(input.routingNumber) && isBlank(input.accountNumber);
  const numbersStored = numbersLeftOut && (await context.loaders.bankInfo.load("session")).accountNumber.isSet;
  return bankInfoFailures({ ...input, accountType: BankAccountTypeEnum.toCode(input.accountType) }, { numbersStored });
}
