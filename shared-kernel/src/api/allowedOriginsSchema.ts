import type { AllowedOriginsResponse } from '../types/features.js';
import { array, object, string } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';

const parse = /* @__PURE__ */ object({ allowedOrigins: array(string) });

/** `/projects/v1/origins`: a list of strings, else the whole answer is refused. */
export const allowedOriginsSchema = /* @__PURE__ */ responseSchema((value): AllowedOriginsResponse => parse(value, ''));
