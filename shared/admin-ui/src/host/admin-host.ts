/**
 * What the admin screens need from the app that mounts them. The web storefront and the
 * desktop app each implement it (`satisfies AdminHost`); the screens never ask which one
 * they run in.
 */
export interface AdminHost {
  /** The shop server's address; '' means the page's own origin. */
  getBaseUrl(): string;
  /** The signed-in staff member's token, if any. */
  getToken(): Promise<string | null>;
  /** Forgets the token (sign out, or a token the server refused). */
  clearToken(): Promise<void>;
  /** Leaves the admin for the login screen. */
  goToLogin(): void;
  /** Saves a file the admin produced (CSV export): a download on the web, a dialog on desktop. */
  saveFile(fileName: string, content: string, mimeType: string): Promise<void>;
  /** A system notification, where the host has them (a new order arrived). */
  notify?(title: string, body: string): void;
}
