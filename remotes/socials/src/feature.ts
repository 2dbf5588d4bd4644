import { defineFeature } from '@foyer/kernel';

/**
 * `foyer_socials`: social sign-in (Google, X, Discord, Farcaster, ...). A real federated build
 * target from the start, it owns no views yet: they land with the feature's own issue.
 */
export default defineFeature({ id: 'socials', views: {} });
