import { x } from "@foyer/kernel"; export const w = x;
