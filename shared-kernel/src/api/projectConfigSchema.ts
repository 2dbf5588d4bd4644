import { FEATURE_IDS } from '../constants.js';
import type { FeatureId, ProjectConfigResponse, RemoteFeatureConfig } from '../types/features.js';
import { array, boolean, nullable, object, string } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';

const parse = /* @__PURE__ */ object({
  projectId: string,
  features: array(object({ id: string, isEnabled: boolean, config: nullable(array(string)) })),
});

/**
 * `/appkit/v1/config`: any malformed entry rejects the whole answer (a half-read project config
 * could turn on a feature the project turned off); entries with an unknown feature id are skipped
 * (a newer service).
 */
export const projectConfigSchema = /* @__PURE__ */ responseSchema((value): ProjectConfigResponse => {
  const { projectId, features } = parse(value, '');
  const known = (entry: (typeof features)[number]): entry is RemoteFeatureConfig => FEATURE_IDS.includes(entry.id as FeatureId);
  return { projectId, features: features.filter(known) };
});
