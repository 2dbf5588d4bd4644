import { defineFeature } from '@foyer/kernel';

/**
 * `foyer_email`: email sign-in with a one-time code. A real federated build target from the
 * start, it owns no views yet: they land with the feature's own issue.
 */
export default defineFeature({ id: 'email', views: {} });
