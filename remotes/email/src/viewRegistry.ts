// The email remote's views and their data (the shell declares the same entries: keep them equal).
declare module '@foyer/kernel' {
  interface ViewRegistry {
    EmailVerifyOtp: { email: string } | undefined;
    EmailVerifyDevice: { email: string } | undefined;
  }
}

export {};
