import { y } from "@foyer/shell"; export const w = y;
