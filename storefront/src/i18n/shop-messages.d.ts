// The modules build/shop-messages.ts makes from the catalogues (typed in catalogues.ts).
declare module 'virtual:shop-messages/loaders' {
  const loaders: Record<string, Record<string, () => Promise<{ default: unknown }>>>;
  export default loaders;
}

declare module 'virtual:shop-messages/*' {
  const messages: unknown;
  export default messages;
}
