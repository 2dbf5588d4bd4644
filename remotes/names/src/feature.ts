import { defineFeature } from '@foyer/kernel';

/**
 * `foyer_names`: registering and resolving account names. A real federated build target from
 * the start, it owns no views yet: they land with the feature's own issue.
 */
export default defineFeature({ id: 'names', views: {} });
