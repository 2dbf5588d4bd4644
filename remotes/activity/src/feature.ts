import { defineFeature } from '@foyer/kernel';

/**
 * `foyer_activity`: the account's transaction history. A real federated build target from the
 * start, it owns no views yet: they land with the feature's own issue.
 */
export default defineFeature({ id: 'activity', views: {} });
