/** Seed section 5 rules for changing a password, with the seed's messages. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;

export function validateChangePassword(input: { password: string; newPassword: string }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!input.password) fields.password = "Required";
  if (!input.newPassword) fields.newPassword = "Required";
  else if (input.newPassword.length < PASSWORD_MIN_LENGTH)
    fields.newPassword = `No less than ${PASSWORD_MIN_LENGTH} characters`;
  else if (input.newPassword.length > PASSWORD_MAX_LENGTH)
    fields.newPassword = `No more than ${PASSWORD_MAX_LENGTH} characters`;
  return fields;
}
