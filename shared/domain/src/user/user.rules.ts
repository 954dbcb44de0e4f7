export const PASSWORD_MIN = 8;

/** The length of the code mailed to reset a password. */
export const OTP_LENGTH = 6;
