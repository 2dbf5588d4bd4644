/** The catalogue size on the "All wallets" button: exact below 10, else rounded down to tens with a "+". */
export function allWalletsLabel(count: number): string {
  if (count < 10) return String(count);
  return `${Math.floor(count / 10) * 10}+`;
}
