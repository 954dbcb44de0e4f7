/** Why and from where the admin sends staff to sign in. */
export interface AdminLoginOptions {
  /** The admin screen they were on ("/admin/orders?status=Pending"). */
  returnTo?: string;
  sessionEnded?: boolean;
}

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
  /**
   * Leaves the admin for the login screen. `returnTo` is the admin screen to come back to
   * after signing in; `sessionEnded` says the server refused the session, so the login screen
   * asks staff to log in again.
   */
  goToLogin(options?: AdminLoginOptions): void;
  /**
   * Saves a file the admin produced (a CSV export, an order's PDF): a download on the web, a
   * save dialog on desktop.
   */
  saveFile(fileName: string, content: string | Blob, mimeType: string): Promise<void>;
  /**
   * Prints a PDF through the system print dialog, where the host can (the desktop app); the
   * web admin has none, and staff print the downloaded file from the browser's viewer.
   */
  printPdf?(pdf: Blob): Promise<void>;
  /** A system notification, where the host has them (a new order arrived). */
  notify?(title: string, body: string): void;
}
