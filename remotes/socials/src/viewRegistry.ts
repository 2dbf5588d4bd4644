// The socials remote's views and their data (the shell declares the same entries: keep them equal).
declare module '@foyer/kernel' {
  interface ViewRegistry {
    ConnectingSocial: { provider: string } | undefined;
  }
}

export {};
