import { x } from "@foyer/kernel"; export const y = x + 1;
