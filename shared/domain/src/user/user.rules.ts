export const PASSWORD_MIN = 8;

/**
 * bcrypt reads at most 72 bytes of a password and ignores the rest, so a new password may not
 * be longer: nothing of it is ever cut off unseen.
 */
export const PASSWORD_MAX_BYTES = 72;

/** A text's length in UTF-8 bytes (an accented letter takes 2, most emoji 4). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The length of the code mailed to reset a password. */
export const OTP_LENGTH = 6;
