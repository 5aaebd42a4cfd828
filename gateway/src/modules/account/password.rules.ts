/** The rules of changing a password (docs/rules.md): both passwords required, the new one 6 to 12 characters. */
import { passwordChecks, required, validateFields, type FieldFailures } from "#rules";

export function validateChangePassword(input: { password: string; newPassword: string }): FieldFailures {
  return validateFields({
    password: [input.password, [required]],
    newPassword: [input.newPassword, passwordChecks],
  });
}
