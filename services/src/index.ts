import { x } from "@foyer/kernel"; export const z = x;
