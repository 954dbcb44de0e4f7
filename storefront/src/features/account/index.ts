/** What other features may use of the account area. */
export { EmailVerifySection } from './profile/email-verify-section';
