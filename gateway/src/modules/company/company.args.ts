import { ArgsType, Field, Int } from "type-graphql";
import { BankInfoInput } from "./bank-info.input";
import { CompanyInfoInput } from "./company-info.input";
import { TaxInfoInput } from "./tax-info.input";

const VERSION = "The version read with the record, 0 before its first save (STALE_DATA when it changed since).";

@ArgsType()
export class SaveCompanyInfoArgs {
  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => CompanyInfoInput, { description: "The whole record as it is to be saved." })
  input!: CompanyInfoInput;
}

@ArgsType()
export class VerifyCompanyEmailArgs {
  @Field(() => String, { description: "The 6-digit code mailed by `sendCompanyEmailVerification`." })
  code!: string;
}

@ArgsType()
export class SaveTaxInfoArgs {
  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => TaxInfoInput, { description: "The whole record as it is to be saved." })
  input!: TaxInfoInput;
}

@ArgsType()
export class SaveBankInfoArgs {
  @Field(() => Int, { description: VERSION })
  version!: number;

  @Field(() => BankInfoInput, { description: "The whole record as it is to be saved." })
  input!: BankInfoInput;
}
